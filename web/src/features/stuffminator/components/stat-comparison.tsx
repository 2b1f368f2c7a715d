/**
 * Every characteristic of both stuffs, as the engine's sheets give them, with the second's difference
 * from the first coloured by verdict (better in green, worse in red; critical failures count lower
 * as better), the better value marked, and each stuff's class and level above.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stuff } from '#contract/stuff';
import type { StatSheet } from '#game/stuff';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { useClassNames } from '../hooks/use-class-names.ts';
import { scoreOf, signedText, winnerOf, type StatSection } from '../model/comparison.ts';

const PERCENT = /_percent$/;

export function StatComparisonTable({ sections, first, second }: { sections: readonly StatSection[]; first: { stuff: Stuff; sheet: StatSheet }; second: { stuff: Stuff; sheet: StatSheet } }) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useMemo(() => new Intl.NumberFormat(lang), [lang]);
  const classNames = useClassNames();
  const score = scoreOf(sections);
  const levelDifference = second.stuff.level - first.stuff.level;
  const withUnit = (key: string, text: string) => (PERCENT.test(key) ? `${text}%` : text);

  return (
    <section className="card tool-card" aria-labelledby="stuffminator-stats-title" data-testid="stuffminator-stats">
      <header className="card__header">
        <h2 id="stuffminator-stats-title" className="card__title">
          {t('stuffminator.stats.title')}
        </h2>
        <p className="stuffminator-score" data-testid="stuffminator-score">
          {t('stuffminator.stats.score', { first: score.first, second: score.second })}
        </p>
      </header>
      <div className="card__body stuffminator-stats__body">
        <p className="stuffminator-legend">{t('stuffminator.stats.legend')}</p>
        <div className="stuffminator-scroll">
          <table className="data-table stuffminator-table">
            <thead>
              <tr>
                <th scope="col">{t('stuffminator.stats.characteristic')}</th>
                <th scope="col">
                  <span className="stuffminator-swatch stuffminator-swatch--1" aria-hidden="true" />
                  {t('stuffminator.side.label', { side: 1 })}
                </th>
                <th scope="col">
                  <span className="stuffminator-swatch stuffminator-swatch--2" aria-hidden="true" />
                  {t('stuffminator.side.label', { side: 2 })}
                </th>
                <th scope="col">{t('stuffminator.stats.difference')}</th>
              </tr>
            </thead>
            <tbody>
              <tr data-testid="cmp-class">
                <th scope="row">{t('stuffminator.stats.class')}</th>
                <td data-testid="cmp-class-first">{classNames(first.stuff.classId) ?? `#${first.stuff.classId}`}</td>
                <td data-testid="cmp-class-second">{classNames(second.stuff.classId) ?? `#${second.stuff.classId}`}</td>
                <td>{first.stuff.classId === second.stuff.classId ? t('stuffminator.stats.same') : t('stuffminator.stats.other')}</td>
              </tr>
              <tr data-testid="cmp-level">
                <th scope="row">{t('stuffminator.stats.level')}</th>
                <td className="tabular" data-testid="cmp-level-first">
                  {format.format(first.stuff.level)}
                </td>
                <td className="tabular" data-testid="cmp-level-second">
                  {format.format(second.stuff.level)}
                </td>
                <td className="tabular stuffminator-diff" data-testid="cmp-level-diff">
                  {signedText(levelDifference, format)}
                </td>
              </tr>
            </tbody>
            {sections.map((section) => (
              <tbody key={section.group} data-testid={`cmp-group-${section.group}`}>
                <tr className="stuffminator-table__group">
                  <th scope="colgroup" colSpan={4}>
                    {t(`stuffminator.group.${section.group}`)}
                  </th>
                </tr>
                {section.rows.map((row) => {
                  const winner = winnerOf(row);
                  return (
                    <tr key={row.stat} data-testid={`cmp-${row.stat}`} data-verdict={row.verdict}>
                      <th scope="row">{t(`stat.${row.stat}`)}</th>
                      <td className={`tabular${winner === 1 ? ' stuffminator-win' : ''}`} data-testid={`cmp-${row.stat}-first`}>
                        {withUnit(row.stat, format.format(row.first))}
                      </td>
                      <td className={`tabular${winner === 2 ? ' stuffminator-win' : ''}`} data-testid={`cmp-${row.stat}-second`}>
                        {withUnit(row.stat, format.format(row.second))}
                      </td>
                      <td className={`tabular stuffminator-diff stuffminator-diff--${row.verdict}`} data-testid={`cmp-${row.stat}-diff`}>
                        {withUnit(row.stat, signedText(row.difference, format))}
                        {row.verdict !== 'equal' && <span className="visually-hidden"> ({t(`stuffminator.verdict.${row.verdict}`)})</span>}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            ))}
          </table>
        </div>
      </div>
    </section>
  );
}
