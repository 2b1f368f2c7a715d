/**
 * The main figures of the sheet in a strip that stays under the top bar while the builder scrolls
 * (issue 14 §4): on phones and tablets the full sheet sits below the tabs, two or three screens
 * down; this keeps HP, AP, MP, range, the four elemental characteristics and the damage bonuses in
 * view, and leads to the full sheet. Hidden where the sheet is beside the tabs (≥ 1024 px).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatKey } from '#game/stats';
import { useStuffInspection } from '#web/lib/engine/engine-queries.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { ChevronDownIcon } from '#web/components/ui/icons.tsx';
import { useBuilder } from '../hooks/use-builder.tsx';

/** What players check first: the fight figures, the characteristics that make damage, the damage bonuses. */
export const SUMMARY_STATS = ['hp', 'ap', 'mp', 'range', 'strength', 'intelligence', 'chance', 'agility', 'damage', 'damage_percent'] as const satisfies readonly StatKey[];

export const SHEET_ANCHOR_ID = 'builder-sheet';

export function SheetSummary() {
  const { t } = useTranslation();
  const lang = useLang();
  const { input } = useBuilder();
  const inspection = useStuffInspection(input);
  const format = useMemo(() => new Intl.NumberFormat(lang), [lang]);
  const stats = inspection.data?.sheet.stats;

  return (
    <section className="sheet-summary" aria-label={t('builder.summary.label')} aria-busy={inspection.isFetching} data-testid="sheet-summary">
      <dl className="sheet-summary__figures">
        {SUMMARY_STATS.map((key) => (
          <div key={key} className={`sheet-summary__figure sheet-summary__figure--${key}`} data-testid={`summary-${key}`}>
            <dt>
              <abbr title={t(`stat.${key}`)}>{t(`builder.summary.${key}`)}</abbr>
            </dt>
            <dd className="tabular" data-testid={`summary-total-${key}`}>
              {stats ? format.format(stats[key]) : '…'}
            </dd>
          </div>
        ))}
      </dl>
      <a
        href={`#${SHEET_ANCHOR_ID}`}
        className="icon-button sheet-summary__more"
        aria-label={t('builder.summary.toSheet')}
        title={t('builder.summary.toSheet')}
        data-testid="sheet-summary-more"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(SHEET_ANCHOR_ID)?.scrollIntoView({ block: 'start' });
        }}
      >
        <ChevronDownIcon size={18} />
      </a>
    </section>
  );
}
