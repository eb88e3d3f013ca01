import type { ServerResponse } from 'node:http';
import { handleTrack } from '../track';
import { serveUnsubscribe } from '../unsubscribe';

export interface TrackAnswer {
  status: number;
  body: string | Buffer;
  headers: Record<string, string>;
}

function fakeResponse(answer: TrackAnswer) {
  return {
    statusCode: 0,
    headersSent: false,
    setHeader: (key: string, value: string) => (answer.headers[key.toLowerCase()] = value),
    end(body: string | Buffer = '') {
      answer.status = this.statusCode;
      answer.body = body;
    },
  };
}

/**
 * Runs the one-click unsubscribe endpoint on `url` (the List-Unsubscribe target) with `method`: POST as a mailbox
 * provider (RFC 8058), GET as a person or a mail scanner opening it.
 */
export async function openUnsubscribeLink(url: string, method: 'GET' | 'POST'): Promise<TrackAnswer> {
  const answer: TrackAnswer = { status: 0, body: '', headers: {} };
  const parsed = new URL(url);
  await serveUnsubscribe(
    {
      url: parsed.pathname + parsed.search,
      method,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      socket: { remoteAddress: '198.51.100.7' },
    } as never,
    fakeResponse(answer) as unknown as ServerResponse,
  );
  return answer;
}

/** The unsubscribe page link of a campaign mail (the portal's `/desinscription?…`), unescaped. */
export function unsubscribePageLinkOf(html: string): string {
  return (/href="([^"]*\/desinscription\?[^"]*)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&');
}

/**
 * Runs /track's handler on a GET (or `method`) of `url` (absolute, as written in a mail) from the network address
 * `address`, and collects the answer.
 */
export async function openTrackLink(
  url: string,
  userAgent = 'Test/1.0',
  { address = '198.51.100.20', method = 'GET' }: { address?: string; method?: 'GET' | 'HEAD' } = {},
): Promise<TrackAnswer> {
  const headers: Record<string, string> = {};
  const answer: TrackAnswer = { status: 0, body: '', headers };
  const res = fakeResponse(answer);
  const parsed = new URL(url.replace(/&amp;/g, '&'));
  await handleTrack(
    {
      url: parsed.pathname + parsed.search,
      method,
      headers: { 'user-agent': userAgent },
      socket: { remoteAddress: address },
    } as never,
    res as unknown as ServerResponse,
  );
  return answer;
}

/** Every /track link of a mail's HTML (href and src), unescaped. */
export function trackLinksOf(html: string): string[] {
  return [...html.matchAll(/(?:href|src)="([^"]*\/track\?[^"]*)"/g)].map((m) =>
    (m[1] ?? '').replace(/&amp;/g, '&'),
  );
}
