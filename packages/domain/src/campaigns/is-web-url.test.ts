import { describe, expect, it } from 'vitest';
import { isWebUrl } from './is-web-url';

describe('isWebUrl', () => {
  it('accepts absolute http and https addresses', () => {
    expect(isWebUrl({ url: 'https://chez-ana.fr/menu' })).toBe(true);
    expect(isWebUrl({ url: 'http://127.0.0.1:4174/reservation/chez-test' })).toBe(true);
    expect(isWebUrl({ url: 'HTTPS://Example.com' })).toBe(true);
  });

  it('refuses every other scheme and what is no absolute URL', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:ana@example.fr',
      'tel:+33102030405',
      'file:///etc/passwd',
      'ftp://example.com',
      '//evil.example',
      '/reservation/chez-test',
      'chez-ana.fr',
      'https://',
      'https:/\\evil.example',
      'https://evil.example/a b',
      '\u0001javascript:alert(1)',
      '',
    ])
      expect(isWebUrl({ url }), url).toBe(false);
  });
});
