/** How the overview names an occupancy colour (computeOccupancyColor) for screen readers and hints. */
export const COLOR_LABELS = { red: 'élevée', orange: 'soutenue', green: 'normale' } as const;
