import type { ServerResponse } from 'node:http';
import { handleTrack } from '../track';

export interface TrackAnswer {
  status: number;
  body: string | Buffer;
  headers: Record<string, string>;
}

/** Runs /track's handler on a GET of `url` (absolute, as written in a mail) and collects the answer. */
export async function openTrackLink(url: string, userAgent = 'Test/1.0'): Promise<TrackAnswer> {
  const headers: Record<string, string> = {};
  const answer: TrackAnswer = { status: 0, body: '', headers };
  const res = {
    statusCode: 0,
    headersSent: false,
    setHeader: (key: string, value: string) => (headers[key.toLowerCase()] = value),
    end(body: string | Buffer) {
      answer.status = this.statusCode;
      answer.body = body;
    },
  };
  const parsed = new URL(url.replace(/&amp;/g, '&'));
  await handleTrack(
    { url: parsed.pathname + parsed.search, headers: { 'user-agent': userAgent } } as never,
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
