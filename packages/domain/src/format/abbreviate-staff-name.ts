import { firstLetter } from '../text/first-letter';
import { truncateText } from '../text/truncate-text';
/** « Marie Dupont » → « Marie D. »; a single word stays whole; nothing usable → null. */
export function abbreviateStaffName({ name }: { name: string | undefined }): string | null {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const [first, ...rest] = words;
  const last = rest.at(-1);
  const short = last
    ? `${first} ${firstLetter({ text: last }).toLocaleUpperCase('fr-FR')}.`
    : (first as string);
  return truncateText({ text: short, max: 80 });
}
