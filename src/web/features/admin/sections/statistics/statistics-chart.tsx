import { useId } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import { useT } from '#web/i18n/hooks';

// One chart of the statistics page with its text alternatives: a visible one-sentence summary
// and the same figures as a table ("Näytä taulukkona"). The drawing itself is hidden from screen
// readers (aria-hidden) and has no focusable parts, so it adds nothing they would miss.

export interface ChartSeries {
  key: string;
  /** Column heading of the table and the legend text. */
  name: string;
  format: (value: number) => string;
}

export interface ChartRow {
  key: string;
  /** Full label in the table. */
  label: string;
  /** Shorter label on the chart axis (defaults to `label`). */
  axisLabel?: string;
  values: Record<string, number>;
}

export type ChartKind = 'columns' | 'bars' | 'lines';

interface StatisticsChartProps {
  title: string;
  /** One or two sentences saying what the chart shows (read by everyone, also screen readers). */
  summary: string;
  kind: ChartKind;
  /** Heading of the table's first column, e.g. "Kellonaika". */
  labelHeader: string;
  series: readonly ChartSeries[];
  rows: readonly ChartRow[];
  /** Shown instead of the chart when there is nothing to draw. */
  emptyMessage: string;
  /** Largest value of the value axis, e.g. 100 for percentages. */
  maxValue?: number;
}

/** Colours with at least 3:1 contrast against white; series also differ by line style. */
const COLOURS = ['#0b4f8a', '#a4001d'] as const;
const DASHES = [undefined, '8 5'] as const;
const TEXT = '#1b1b1b';
const AXIS = '#5f6368';
const GRID = '#c4c7cc';
const TICK = { fontSize: 16, fill: TEXT } as const;
const BAR_ROW_HEIGHT = 64;

const colourOf = (index: number) => COLOURS[index % COLOURS.length];

export function StatisticsChart({
  title,
  summary,
  kind,
  labelHeader,
  series,
  rows,
  emptyMessage,
  maxValue,
}: StatisticsChartProps) {
  const t = useT();
  const headingId = useId();
  const empty = rows.length === 0 || rows.every((r) => series.every((s) => !r.values[s.key]));
  return (
    <section className="statistics-chart" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {empty ? (
        <p>{emptyMessage}</p>
      ) : (
        <>
          <p className="statistics-chart__summary">{summary}</p>
          <div className="statistics-chart__canvas" aria-hidden="true">
            <Drawing kind={kind} series={series} rows={rows} maxValue={maxValue} />
          </div>
          <details className="statistics-chart__details">
            <summary>{t('admin.statistics.chart.asTable', { title: title.toLowerCase() })}</summary>
            <ChartTable title={title} labelHeader={labelHeader} series={series} rows={rows} />
          </details>
        </>
      )}
    </section>
  );
}

type DrawingProps = Pick<StatisticsChartProps, 'kind' | 'series' | 'rows' | 'maxValue'>;

function Drawing({ kind, series, rows, maxValue }: DrawingProps) {
  const data = rows.map((r) => ({ label: r.axisLabel ?? r.label, ...r.values }));
  const domain: [number, number | 'auto'] = [0, maxValue ?? 'auto'];
  const valueLabels = rows.length <= 12 && series.length === 1;

  if (kind === 'bars') {
    // Each name stands above its bar, so long names fit on a narrow screen without wrapping.
    return (
      <ResponsiveContainer width="100%" height={rows.length * BAR_ROW_HEIGHT + 40}>
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 0, right: 64, bottom: 4, left: 8 }}
          barCategoryGap={0}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke={GRID} />
          <XAxis type="number" domain={domain} allowDecimals={false} tick={TICK} stroke={AXIS} />
          <YAxis
            type="category"
            dataKey="label"
            width={1}
            axisLine={false}
            tickLine={false}
            interval={0}
            tick={(p) => (
              <text x={Number(p.x)} y={Number(p.y) - 18} fill={TEXT} fontSize={16}>
                {String(p.payload.value)}
              </text>
            )}
          />
          {valueBars(series, valueLabels, 'right', 24)}
        </BarChart>
      </ResponsiveContainer>
    );
  }

  if (kind === 'lines') {
    return (
      <ResponsiveContainer width="100%" height={320}>
        <LineChart
          data={data}
          margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={GRID} />
          <XAxis dataKey="label" tick={TICK} stroke={AXIS} minTickGap={16} />
          <YAxis domain={domain} allowDecimals={false} tick={TICK} stroke={AXIS} width={48} />
          <Legend wrapperStyle={{ fontSize: 16, color: TEXT }} />
          {series.map((s, i) => (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.name}
              stroke={colourOf(i)}
              strokeWidth={3}
              strokeDasharray={DASHES[i % DASHES.length]}
              dot={{ r: 4 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    );
  }

  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart
        data={data}
        margin={{ top: 24, right: 8, bottom: 8, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis dataKey="label" tick={TICK} stroke={AXIS} minTickGap={8} />
        <YAxis domain={domain} allowDecimals={false} tick={TICK} stroke={AXIS} width={48} />
        {valueBars(series, valueLabels, 'top')}
      </BarChart>
    </ResponsiveContainer>
  );
}

/**
 * One bar per series, with its value beside (or above) the bar when there are few rows. A plain
 * function, not a component: Recharts reads the bars as the chart's direct children.
 */
function valueBars(
  series: StatisticsChartProps['series'],
  valueLabels: boolean,
  labelPosition: 'right' | 'top',
  barSize?: number,
) {
  return series.map((s, i) => (
    <Bar
      key={s.key}
      dataKey={s.key}
      name={s.name}
      fill={colourOf(i)}
      {...(barSize === undefined ? {} : { barSize })}
      isAnimationActive={false}
    >
      {valueLabels && (
        <LabelList
          dataKey={s.key}
          position={labelPosition}
          fill={TEXT}
          fontSize={16}
          formatter={(v: unknown) => (typeof v === 'number' ? s.format(v) : '')}
        />
      )}
    </Bar>
  ));
}

function ChartTable({
  title,
  labelHeader,
  series,
  rows,
}: Pick<StatisticsChartProps, 'title' | 'labelHeader' | 'series' | 'rows'>) {
  const t = useT();
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={t('admin.statistics.chart.tableLabel', { title })}
      tabIndex={0}
    >
      <table className="statistics-table">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            {series.map((s) => (
              <th key={s.key} scope="col" className="statistics-table__number">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {series.map((s) => (
                <td key={s.key} className="statistics-table__number">
                  {s.format(row.values[s.key] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
