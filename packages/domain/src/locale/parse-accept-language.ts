/** Longest header read: a browser sends a few dozen characters; anything longer is cut, never parsed whole. */
const MAX_HEADER_LENGTH = 512;

/**
 * The language tags of an `Accept-Language` header (RFC 9110 §12.5.4), most wanted first: by quality, ties in
 * the header's order; tags with `q=0` and malformed entries left out. What `pickDinerLocale` takes as the
 * browser's languages when a server answers a page.
 * @example parseAcceptLanguage({ header: 'de-CH, en;q=0.8, fr;q=0.9' }) // ['de-CH', 'fr', 'en']
 */
export function parseAcceptLanguage({ header }: { header: string | null | undefined }): string[] {
  const entries = (header ?? '')
    .slice(0, MAX_HEADER_LENGTH)
    .split(',')
    .map((part, index) => {
      const [rawTag = '', ...params] = part.trim().split(';');
      const tag = rawTag.trim();
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { tag, quality: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, quality }) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$|^\*$/.test(tag) && quality > 0);
  return entries.sort((a, b) => b.quality - a.quality || a.index - b.index).map(({ tag }) => tag);
}
