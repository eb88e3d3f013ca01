/** Words that name an outdoor room, compared without case or accents. */
const TERRACE_WORDS = ['terrasse', 'terrace', 'exterieur'];

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The room a guest who asked for the terrace should be seated in: the first room named like
 * 'Terrasse' ('La terrasse', 'Terrasse côté rue', 'Extérieur'), or undefined when the plan has none.
 */
export function findTerraceRoom<R extends { name: string }>({
  rooms,
}: {
  rooms: readonly R[];
}): R | undefined {
  return rooms.find((room) => {
    const name = normalise(room.name);
    return TERRACE_WORDS.some((word) => name.includes(word));
  });
}
