/**
 * A picker row's main effect lines on one wrapped line (the builder's items tab): the first `limit`
 * lines with a value, worded like `EffectList` words them, then "+N"; the full list is in the
 * preview. The builder's own fallback: where the list row itself shows the record's effects
 * (`.effects-inline`, the encyclopedia list's), items-tab.css hides this one, so a row never shows
 * them twice.
 */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ItemEffect } from '#contract/items';
import { STAT_KEYS, type StatKey } from '#game/stats';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { effectLine, isEmptyLabel, itemEffectParams, type EffectTemplates } from '#web/entities/reference/model/effect-text.ts';
import './picker-row-effects.css';

type Effect = z.infer<typeof ItemEffect>;

const isStatKey = (key: string | null): key is StatKey => key !== null && (STAT_KEYS as readonly string[]).includes(key);

export function PickerRowEffects({
  effects,
  templates,
  limit = 4,
  testId,
}: {
  effects: readonly Effect[];
  templates: EffectTemplates | undefined;
  limit?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const lines = effects.flatMap((effect) => {
    const params = itemEffectParams(effect.min, effect.max);
    const line = templates ? effectLine(templates, effect.effect_id, params, lang) : undefined;
    if (line) return isEmptyLabel(line) ? [] : [{ text: line.text, hit: effect.kind === 'hit', element: effect.element }];
    if (!isStatKey(effect.stat)) return [];
    const [first, second] = params;
    const value = second === undefined ? String(first ?? '') : `${first}–${second}`;
    return [{ text: `${value} ${t(`stat.${effect.stat}`)}`, hit: false, element: null }];
  });
  if (lines.length === 0) return null;
  const shown = lines.slice(0, limit);
  const more = lines.length - shown.length;
  return (
    <span className="picker-effects" data-testid={testId}>
      {shown.map((line, index) => (
        <span
          key={index}
          className={line.hit ? `picker-effects__line picker-effects__line--hit picker-effects__line--${line.element ?? 'neutral'}` : 'picker-effects__line'}
        >
          {line.text}
        </span>
      ))}
      {more > 0 && <span className="picker-effects__more tabular">+{more}</span>}
    </span>
  );
}
