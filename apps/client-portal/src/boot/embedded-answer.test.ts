import { afterEach, describe, expect, it } from 'vitest';
import { EMBEDDED_ANSWER_ID, takeEmbeddedAnswer } from './embedded-answer';

const call = { name: 'getRestaurantBySlug', data: { slug: 'au-bureau' } };

function embed(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = EMBEDDED_ANSWER_ID;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => document.getElementById(EMBEDDED_ANSWER_ID)?.remove());

describe('takeEmbeddedAnswer', () => {
  it('takes the answer the page carries for the same call, once', () => {
    embed(JSON.stringify({ call: call.name, data: call.data, value: { restaurant: { name: 'Au Bureau' } } }));
    expect(takeEmbeddedAnswer(call)).toEqual({ value: { restaurant: { name: 'Au Bureau' } } });
    expect(takeEmbeddedAnswer(call)).toBeUndefined();
    expect(document.getElementById(EMBEDDED_ANSWER_ID)).toBeNull();
  });

  it('reads text escaped for a script element as the same text', () => {
    embed(
      '{"call":"getRestaurantBySlug","data":{"slug":"au-bureau"},"value":{"name":"\\u003c/script\\u003e"}}',
    );
    expect(takeEmbeddedAnswer(call)).toEqual({ value: { name: '</script>' } });
  });

  it.each([
    ['another restaurant', JSON.stringify({ call: call.name, data: { slug: 'le-petit-zinc' }, value: {} })],
    ['another call', JSON.stringify({ call: 'getReviewContext', data: call.data, value: {} })],
    ['no answer', JSON.stringify({ call: call.name, data: call.data })],
    ['broken JSON', '{"call":'],
  ])('takes nothing for %s (the boot script then calls)', (_what, text) => {
    embed(text);
    expect(takeEmbeddedAnswer(call)).toBeUndefined();
  });

  it('takes nothing from a page without one', () => {
    expect(takeEmbeddedAnswer(call)).toBeUndefined();
  });
});
