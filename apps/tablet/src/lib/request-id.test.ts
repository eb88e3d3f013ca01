import { TabletRequestIdSchema } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { attemptFor, createRequestId } from './request-id';

describe('createRequestId', () => {
  it('makes ids the callables accept, different each time', () => {
    const a = createRequestId();
    const b = createRequestId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(TabletRequestIdSchema.safeParse(a).success).toBe(true);
    expect(a).not.toBe(b);
  });

  it('drops the dashes of a UUID', () => {
    expect(createRequestId(() => '123e4567-e89b-12d3-a456-426614174000')).toBe(
      '123e4567e89b12d3a456426614174000',
    );
  });
});

describe('attemptFor', () => {
  it('keeps the request id while the same thing is sent again', () => {
    let n = 0;
    const create = () => `request${++n}`;
    const first = attemptFor(null, '0612345678|', create);
    expect(first).toEqual({ key: '0612345678|', requestId: 'request1' });
    expect(attemptFor(first, '0612345678|', create)).toBe(first);
    expect(attemptFor(first, '0612345679|', create)).toEqual({ key: '0612345679|', requestId: 'request2' });
  });
});
