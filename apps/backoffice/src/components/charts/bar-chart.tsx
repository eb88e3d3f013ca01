import './charts.css';
import {
  Bar,
  BarChart as RechartsBarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_COLORS } from './chart-colors';

export interface BarSeries {
  key: string;
  name: string;
  color?: string;
}

type Row = Record<string, string | number>;

export interface BarChartProps {
  /** Names the chart for screen readers; the same figures are listed in a visually hidden table. */
  title: string;
  rows: Row[];
  /** The field holding each bar's French label (« lun. 17 », « nov. 2026 »). */
  labelKey: string;
  series: BarSeries[];
  /** Formats a value in the tooltip and the hidden table. */
  format?: (value: number) => string;
  height?: number;
  /** A fixed top of the value axis (100 for rates), and the unit after its ticks (' %'). */
  max?: number;
  tickUnit?: string;
}

const frenchNumber = (value: number) => value.toLocaleString('fr-FR');

/**
 * Bars per day or month (recharts): French labels on the axis and in the tooltip, whole numbers on the value
 * axis, responsive down to 360 px, and the data again as a table for screen readers.
 */
export function BarChart({
  title,
  rows,
  labelKey,
  series,
  format = frenchNumber,
  height = 240,
  max,
  tickUnit = '',
}: BarChartProps) {
  return (
    <figure className="chart" aria-label={title}>
      <div className="chart__canvas" aria-hidden="true" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <RechartsBarChart
            data={rows}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
            <XAxis
              dataKey={labelKey}
              tick={{ fill: CHART_COLORS.text, fontSize: 12 }}
              interval="preserveStartEnd"
              tickLine={false}
            />
            <YAxis
              allowDecimals={false}
              domain={max === undefined ? undefined : [0, max]}
              tickFormatter={(value: number) => `${value.toLocaleString('fr-FR')}${tickUnit}`}
              tick={{ fill: CHART_COLORS.text, fontSize: 12 }}
              tickLine={false}
            />
            <Tooltip
              formatter={(value) => format(Number(value))}
              cursor={{ fill: '#0f172a0d' }}
              isAnimationActive={false}
            />
            {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
            {series.map((s, index) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.name}
                fill={s.color ?? (index === 0 ? CHART_COLORS.primary : CHART_COLORS.accent)}
                radius={[4, 4, 0, 0]}
                isAnimationActive={false}
              />
            ))}
          </RechartsBarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Période</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[labelKey])}>
              <th scope="row">{String(row[labelKey])}</th>
              {series.map((s) => (
                <td key={s.key}>{format(Number(row[s.key] ?? 0))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
