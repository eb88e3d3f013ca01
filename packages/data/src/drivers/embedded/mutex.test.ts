import { describe, expect, it } from 'vitest';
import { Mutex } from './mutex';

describe('Mutex', () => {
  it('runs critical sections one at a time, in call order', async () => {
    const mutex = new Mutex();
    const events: string[] = [];
    const section = (name: string, ms: number) =>
      mutex.run(async () => {
        events.push(`${name}:in`);
        await new Promise((r) => setTimeout(r, ms));
        events.push(`${name}:out`);
      });
    await Promise.all([section('a', 20), section('b', 1), section('c', 5)]);
    expect(events).toEqual(['a:in', 'a:out', 'b:in', 'b:out', 'c:in', 'c:out']);
  });

  it('releases the lock when a section throws', async () => {
    const mutex = new Mutex();
    await expect(mutex.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(mutex.run(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
