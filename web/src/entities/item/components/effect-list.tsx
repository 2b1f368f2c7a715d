/**
 * Item and set-bonus effect lines, worded by the game's templates in the page language: the item
 * and set pages, the lists, the builder's picker and previews all show them the same way.
 */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ItemEffect } from '#contract/items';
import { STAT_KEYS, type StatKey } from '#game/stats';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { effectLine, isEmptyLabel, itemEffectParams, type EffectTemplates } from '#web/entities/reference/model/effect-text.ts';
import { FallbackNote, ShownText } from '#web/entities/reference/components/shown-text.tsx';

type Effect = z.infer<typeof ItemEffect>;

const isStatKey = (key: string | null): key is StatKey => key !== null && (STAT_KEYS as readonly string[]).includes(key);

function rangeOf(effect: Effect): string {
  const [first, second] = itemEffectParams(effect.min, effect.max);
  return second === undefined ? String(first ?? '') : `${first}–${second}`;
}

/** `note`: false when the page shows one French-only note for several lists. */
export function EffectList({
  effects,
  templates,
  testId,
  note = true,
}: {
  effects: readonly Effect[];
  templates: EffectTemplates;
  testId?: string;
  note?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const rendered = effects
    .map((effect) => ({ effect, line: effectLine(templates, effect.effect_id, itemEffectParams(effect.min, effect.max), lang) }))
    .filter(({ line }) => line === undefined || !isEmptyLabel(line));
  if (rendered.length === 0) return <p className="shown-text__muted">{t('reference.noEffect')}</p>;
  const fellBack = rendered.some(({ line }) => line !== undefined && line.lang !== lang);
  return (
    <>
      <ul className="effect-list" data-testid={testId}>
        {rendered.map(({ effect, line }, index) => {
          const element = effect.element ?? 'neutral';
          const className = `effect-list__line${effect.kind === 'hit' ? ` effect-list__line--hit effect-list__line--${element}` : ''}`;
          let content;
          if (line) content = <ShownText text={line.text} lang={line.lang} pageLang={lang} badge={false} />;
          // No template in the data: worded from our own labels.
          else if (isStatKey(effect.stat)) content = `${rangeOf(effect)} ${t(`stat.${effect.stat}`)}`;
          else content = t('reference.effectUnknown', { id: effect.effect_id ?? '?', value: rangeOf(effect) });
          return (
            <li key={index} className={className}>
              {content}
            </li>
          );
        })}
      </ul>
      {note && fellBack ? <FallbackNote lang="fr" /> : null}
    </>
  );
}
