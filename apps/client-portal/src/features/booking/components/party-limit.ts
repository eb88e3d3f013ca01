/**
 * The most guests the diner may choose: the restaurant's online maximum, lowered to the covers still free at
 * the chosen slot, so that a party the server would refuse ('Créneau plus disponible') cannot be chosen.
 */
export function partyLimit(max: number, slotRemaining: number | undefined): number {
  return slotRemaining === undefined || slotRemaining < 1 ? max : Math.min(max, slotRemaining);
}
