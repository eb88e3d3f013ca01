/**
 * The react-query key of a venue's block list (issue 49), shared by the home that reads it and by « Bloquer cette
 * adresse e-mail » / « Débloquer », which read it again.
 */
export const blockedGuestsKey = (restaurantId: string) => ['blockedGuests', restaurantId] as const;
