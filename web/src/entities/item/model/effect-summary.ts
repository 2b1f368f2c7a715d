/**
 * The main effects of a record in a few short lines, for the places where players choose (the
 * encyclopedia's list, card and quick views): each line worded by the game's template when the
 * data has one, else by our own labels (Dofus 2 has no templates), lines the encyclopedia cannot
 * fill left out, and at most `limit` lines with the number of the others. Pure: unit-tested.
 */
import type { z } from 'zod';
import type { Lang } from '#contract/common';
import type { ItemEffect } from '#contract/items';
import { effectLine, isEmptyLabel, itemEffectParams, type EffectTemplates } from '#web/entities/reference/model/effect-text.ts';

type Effect = z.infer<typeof ItemEffect>;

export interface SummaryLine {
  text: string;
  /** The language of the text: French when the page language has no template for it. */
  lang: Lang;
  /** A weapon's hit line (damage, steal, heal…): shown with its element's colour. */
  hit: boolean;
  element: string | null;
}

export interface EffectSummary {
  lines: SummaryLine[];
  /** How many more lines the record has beyond those shown. */
  more: number;
}

/** "12" or "10–15": the value of a line without template. */
export function effectRange(effect: Pick<Effect, 'min' | 'max'>): string {
  const [first, second] = itemEffectParams(effect.min, effect.max);
  return second === undefined ? String(first ?? '') : `${first}–${second}`;
}

/**
 * The record's lines in data order (the game lists an item's main effects first), the weapon hits
 * before the characteristics; `word` names a line the templates do not cover.
 */
export function summarizeEffects(
  effects: readonly Effect[],
  templates: EffectTemplates,
  lang: Lang,
  word: (effect: Effect) => string,
  limit = Number.POSITIVE_INFINITY,
): EffectSummary {
  const lines: SummaryLine[] = [];
  const ordered = [...effects.filter((effect) => effect.kind === 'hit'), ...effects.filter((effect) => effect.kind !== 'hit')];
  for (const effect of ordered) {
    const line = effectLine(templates, effect.effect_id, itemEffectParams(effect.min, effect.max), lang);
    if (line && isEmptyLabel(line)) continue;
    const text = line ? line.text : word(effect);
    if (!text.trim()) continue;
    lines.push({ text, lang: line ? line.lang : lang, hit: effect.kind === 'hit', element: effect.element });
  }
  const shown = Math.max(0, Math.min(limit, lines.length));
  // "+1 more" would take the room of the line itself: show it instead.
  const kept = lines.length === shown + 1 ? lines.length : shown;
  return { lines: lines.slice(0, kept), more: lines.length - kept };
}
