/** « Marie Dupont » → « Marie D. »; a single word stays whole; nothing usable → null. */
export function abbreviateStaffName({ name }: { name: string | undefined }): string | null {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const [first, ...rest] = words;
  const last = rest.at(-1);
  const short = last ? `${first} ${last.charAt(0).toLocaleUpperCase('fr-FR')}.` : (first as string);
  return short.slice(0, 80);
}
