/** Colour of an occupancy percentage: red from 90 %, orange from 70 %, green below. */
export type OccupancyColor = 'red' | 'orange' | 'green';

/** Colour of an occupancy percentage: 90 % or more red, 70 % or more orange, else green. */
export function computeOccupancyColor({ percent }: { percent: number }): OccupancyColor {
  if (percent >= 90) return 'red';
  if (percent >= 70) return 'orange';
  return 'green';
}
