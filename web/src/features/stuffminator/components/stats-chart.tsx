/**
 * A bar chart of the main characteristics of both stuffs (recharts), in two panels of comparable
 * sizes: the characteristics, initiative, prospecting and power; then AP, MP, range, summons,
 * critical hits, damage and % resistances. Only this game's characteristics (bootstrap
 * `stats_in_use`). Horizontal bars, so that a phone's width holds every label.
 */
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StatKey } from '#game/stats';
import { chartRows, CHART_PANELS, type ChartPanel } from '../model/comparison.ts';

/** The sides' colours (the swatches of stuffminator.css), readable on light and dark backgrounds. */
export const SIDE_COLORS = { 1: '#3b82f6', 2: '#f97316' } as const;
const ROW_HEIGHT = 34;

interface StatsChartProps {
  statsInUse: readonly StatKey[] | undefined;
  first: Readonly<Record<StatKey, number>>;
  second: Readonly<Record<StatKey, number>>;
}

export function StatsChart({ statsInUse, first, second }: StatsChartProps) {
  const { t } = useTranslation();
  return (
    <section className="card tool-card" aria-labelledby="stuffminator-chart-title" data-testid="stuffminator-chart">
      <header className="card__header">
        <h2 id="stuffminator-chart-title" className="card__title">
          {t('stuffminator.chart.title')}
        </h2>
      </header>
      <div className="card__body stuffminator-chart__body">
        {(Object.keys(CHART_PANELS) as ChartPanel[]).map((panel) => {
          const rows = chartRows(panel, statsInUse, first, second).map((row) => ({ ...row, label: t(`stat.${row.stat}`) }));
          if (rows.length === 0) return null;
          return (
            <figure key={panel} className="stuffminator-chart__panel" data-testid={`stuffminator-chart-${panel}`}>
              <figcaption className="stuffminator-chart__caption">{t(`stuffminator.chart.${panel}`)}</figcaption>
              <ResponsiveContainer width="100%" height={rows.length * ROW_HEIGHT + 70}>
                <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} barGap={2}>
                  <CartesianGrid horizontal={false} strokeDasharray="3 3" />
                  <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
                  <YAxis type="category" dataKey="label" width={112} tick={{ fontSize: 12 }} interval={0} />
                  <Tooltip cursor={{ fillOpacity: 0.1 }} />
                  <Legend />
                  <Bar dataKey="first" name={t('stuffminator.side.label', { side: 1 })} fill={SIDE_COLORS[1]} isAnimationActive={false} />
                  <Bar dataKey="second" name={t('stuffminator.side.label', { side: 2 })} fill={SIDE_COLORS[2]} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </figure>
          );
        })}
      </div>
    </section>
  );
}
