/** An absolute http(s) URL: the scheme, `//`, a host, then anything without spaces or control characters. */
// eslint-disable-next-line no-control-regex
const WEB_URL = /^https?:\/\/[^\s\x00-\x1f/?#\\]+(?:[/?#][^\s\x00-\x1f]*)?$/i;

/**
 * Whether a link target is a web page: an absolute http(s) URL. A campaign's link and every /track redirect
 * must be one; `javascript:`, `data:`, `mailto:` and the like are refused (they would run or open something
 * other than a page from a click in a mail).
 */
export function isWebUrl({ url }: { url: string }): boolean {
  return WEB_URL.test(url.trim());
}
