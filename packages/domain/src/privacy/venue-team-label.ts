/**
 * How a diner reads the venue's staff (issue 49): « l'équipe d'Au Bureau », never a staff member's account. The
 * article of the venue's name contracts as French wants it (« du Petit Zinc », « des Halles », « de la Table du
 * Port », « d'Au Bureau »); a venue without a name is « l'équipe du restaurant ».
 * @example venueTeamLabel({ restaurantName: 'Le Petit Zinc' }) // "l'équipe du Petit Zinc"
 */
export function venueTeamLabel({ restaurantName }: { restaurantName: string }): string {
  const name = restaurantName.trim();
  if (!name) return "l'équipe du restaurant";
  const article = /^(le|la|les)\s+(.+)$/i.exec(name);
  if (article) {
    const [, word = '', rest = ''] = article;
    const of = { le: 'du', la: 'de la', les: 'des' }[word.toLowerCase() as 'le' | 'la' | 'les'];
    return `l'équipe ${of} ${rest}`;
  }
  const elided = /^l['’]\s*(.+)$/i.exec(name);
  if (elided) return `l'équipe de l'${elided[1] ?? ''}`;
  return /^[aeiouyhàâäéèêëîïôöûüœ]/i.test(name) ? `l'équipe d'${name}` : `l'équipe de ${name}`;
}
