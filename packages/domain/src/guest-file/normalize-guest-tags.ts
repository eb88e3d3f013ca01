import { normalizeSearchText } from '../search/normalize-search-text';
import { GUEST_FILE_LIMITS, SUGGESTED_GUEST_TAGS } from './guest-file-texts';
import { capitalizeFirstLetter } from '../text/capitalize-first-letter';
import { truncateText } from '../text/truncate-text';

const SUGGESTED_BY_KEY = new Map<string, string>(
  SUGGESTED_GUEST_TAGS.map((tag) => [normalizeSearchText({ text: tag }), tag]),
);

/**
 * The tags a guest file keeps from what staff typed or toggled: each trimmed, inner spaces collapsed, a leading
 * « # » dropped, cut at {@link GUEST_FILE_LIMITS.tag} characters, a suggested tag spelled as suggested (« vip » →
 * « VIP », « habitue » → « Habitué »), a free one starting with a capital; blanks and repeats (case and accents
 * ignored) dropped, the first kept in order. The count is left to the schema, which refuses too many.
 * @example normalizeGuestTags({ tags: [' vip ', '#fan de jazz', 'VIP', ''] }) // ['VIP', 'Fan de jazz']
 */
export function normalizeGuestTags({ tags }: { tags: readonly string[] }): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const typed = raw
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^#+\s*/, '');
    const text = truncateText({ text: typed, max: GUEST_FILE_LIMITS.tag }).trim();
    if (text === '') continue;
    const key = normalizeSearchText({ text });
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(SUGGESTED_BY_KEY.get(key) ?? capitalizeFirstLetter({ text }));
  }
  return kept;
}
