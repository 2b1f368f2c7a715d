/**
 * A record's main effects in a few short chips (the encyclopedia's list, card and quick views, and
 * any picker): the lines of `summarizeEffects`, at most `limit`, then "+n more effects". Lines shown
 * in French on a page of another language carry lang="fr" (the full page says so with its note).
 */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ItemEffect } from '#contract/items';
import { HIT_KINDS } from '#game/elements';
import { STAT_KEYS } from '#game/stats';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import type { EffectTemplates } from '#web/entities/reference/model/effect-text.ts';
import { effectRange, summarizeEffects } from '../model/effect-summary.ts';
import '#web/entities/reference/messages/index.ts';
import './item-effects-inline.css';

type Effect = z.infer<typeof ItemEffect>;

const isIn = <T extends string>(list: readonly T[], value: string | null): value is T => value !== null && (list as readonly string[]).includes(value);

export function ItemEffectsInline({
  effects,
  templates,
  limit,
  testId,
}: {
  effects: readonly Effect[];
  templates: EffectTemplates;
  limit?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const word = (effect: Effect): string => {
    const value = effectRange(effect);
    if (effect.kind === 'hit' && isIn(HIT_KINDS, effect.hit)) {
      const element = effect.element ? t(`element.${effect.element}` as 'element.neutral', { defaultValue: effect.element }) : '';
      return t(`reference.hit.${effect.hit}`, { value, element });
    }
    if (isIn(STAT_KEYS, effect.stat)) return `${value} ${t(`stat.${effect.stat}`)}`;
    return t('reference.effectUnknown', { id: effect.effect_id ?? '?', value });
  };
  const summary = summarizeEffects(effects, templates, lang, word, limit);
  if (summary.lines.length === 0) return null;
  return (
    <ul className="effects-inline" aria-label={t('reference.mainEffects')} data-testid={testId}>
      {summary.lines.map((line, index) => (
        <li
          key={index}
          className={line.hit ? `effects-inline__line effects-inline__line--hit effects-inline__line--${line.element ?? 'neutral'}` : 'effects-inline__line'}
          lang={line.lang === lang ? undefined : line.lang}
        >
          {line.text}
        </li>
      ))}
      {summary.more > 0 ? <li className="effects-inline__more">{t('reference.moreEffects', { count: summary.more })}</li> : null}
    </ul>
  );
}
