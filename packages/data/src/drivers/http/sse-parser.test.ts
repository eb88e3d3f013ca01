import { describe, expect, it } from 'vitest';
import { SseParser, readSseStream, type SseEvent } from './sse-parser';

describe('SseParser', () => {
  it('dispatches an event on a blank line, with its name and data', () => {
    const parser = new SseParser();
    expect(parser.push('event: snapshot\ndata: {"a":1}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'snapshot', data: '{"a":1}' }]);
  });

  it('joins multi-line data and defaults the name to message', () => {
    const parser = new SseParser();
    expect(parser.push('data: one\ndata: two\n\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('ignores comments (heartbeats) and events without data', () => {
    const parser = new SseParser();
    expect(parser.push(': ping\n\nevent: nothing\n\n')).toEqual([]);
  });

  it('accepts CRLF and CR line ends, even when CRLF is split across chunks', () => {
    const parser = new SseParser();
    const events = [...parser.push('data: a\r'), ...parser.push('\n\r\n'), ...parser.push('data: b\r\r')];
    expect(events).toEqual([
      { event: 'message', data: 'a' },
      { event: 'message', data: 'b' },
    ]);
  });

  it('keeps a field split across chunks and remembers the last id', () => {
    const parser = new SseParser();
    expect(parser.push('id: 7\nda')).toEqual([]);
    expect(parser.push('ta: x\n\n')).toEqual([{ event: 'message', data: 'x', id: '7' }]);
  });
});

describe('readSseStream', () => {
  it('decodes multi-byte characters split across chunks', async () => {
    const bytes = new TextEncoder().encode('data: Crêpe 🎉\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 9));
        controller.enqueue(bytes.slice(9, 15));
        controller.enqueue(bytes.slice(15));
        controller.close();
      },
    });
    const events: SseEvent[] = [];
    await readSseStream(body, (event) => events.push(event));
    expect(events).toEqual([{ event: 'message', data: 'Crêpe 🎉' }]);
  });
});
