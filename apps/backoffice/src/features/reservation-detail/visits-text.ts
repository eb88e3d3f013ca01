/**
 * The visits the guest file counts at this restaurant, in words (issue 36: never « 1 visite(s) » for a guest who
 * never came): « Aucune visite dans ce restaurant pour l'instant », « 1 visite … », « 3 visites … ».
 */
export function visitsText(visits: number): string {
  if (visits <= 0) return "Aucune visite dans ce restaurant pour l'instant";
  return `${visits} ${visits > 1 ? 'visites' : 'visite'} dans ce restaurant`;
}
