/**
 * Chart colours: SVG attributes do not resolve CSS variables, so the charts take the design tokens' values
 * (packages/ui/src/tokens.css), each with at least 3:1 contrast on white.
 */
export const CHART_COLORS = {
  primary: '#0f766e', // --ui-color-primary-fill
  accent: '#c2410c', // --ui-color-accent-fill
  danger: '#b91c1c', // --ui-color-danger-fill
  info: '#1d4ed8', // --ui-color-info-border
  neutral: '#475569', // --ui-color-neutral-600
  grid: '#d8dce3', // --ui-color-divider
  text: '#4b5565', // --ui-color-muted-text
} as const;

/** Slices of a doughnut, in order (levels from Nouveau up). */
export const SLICE_COLORS = ['#94a3b8', '#b45309', '#475569', '#a16207', '#0f766e', '#7c3aed'] as const;
