/** react-query keys of the settings screen. */
export const settingsKeys = {
  restaurants: ['settings', 'restaurants'] as const,
  users: ['settings', 'users'] as const,
  invitations: ['settings', 'invitations'] as const,
  campaigns: (restaurantId: string) => ['settings', 'campaigns', restaurantId] as const,
  audience: (restaurantId: string, segment: string) =>
    ['settings', 'audience', restaurantId, segment] as const,
};
