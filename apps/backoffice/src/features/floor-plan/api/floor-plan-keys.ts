/**
 * react-query keys of the floor-plan editor. The day's plan view and the table-assignment modal read the same
 * document (`floorPlans/{restaurantId}`) through a live subscription, so a save reaches them without a key.
 */
export const floorPlanKeys = {
  all: ['floor-plan'] as const,
  plan: (restaurantId: string) => ['floor-plan', restaurantId] as const,
};
