import './charts.css';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { SLICE_COLORS } from './chart-colors';

export interface DoughnutSlice {
  name: string;
  value: number;
}

/**
 * A doughnut (recharts) with its legend in French; slices without value are left out of the drawing but listed
 * for screen readers with their count.
 */
export function DoughnutChart({
  title,
  slices,
  unit,
  height = 260,
}: {
  title: string;
  slices: DoughnutSlice[];
  /** Word after a count in the tooltip and the list (« clients »). */
  unit: string;
  height?: number;
}) {
  const drawn = slices.map((slice, index) => ({
    ...slice,
    color: SLICE_COLORS[index % SLICE_COLORS.length],
  }));
  const visible = drawn.filter((slice) => slice.value > 0);
  return (
    <figure className="chart" aria-label={title}>
      <div className="chart__canvas" aria-hidden="true" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <PieChart accessibilityLayer={false}>
            <Pie
              data={visible}
              dataKey="value"
              nameKey="name"
              innerRadius="55%"
              outerRadius="85%"
              paddingAngle={visible.length > 1 ? 1 : 0}
              rootTabIndex={-1}
              isAnimationActive={false}
            >
              {visible.map((slice) => (
                <Cell key={slice.name} fill={slice.color} />
              ))}
            </Pie>
            <Tooltip formatter={(value) => `${Number(value).toLocaleString('fr-FR')} ${unit}`} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <ul className="sr-only">
        {drawn.map((slice) => (
          <li key={slice.name}>
            {slice.name} : {slice.value.toLocaleString('fr-FR')} {unit}
          </li>
        ))}
      </ul>
    </figure>
  );
}
