/**
 * A FIFO lock. PGlite has a single connection, so the store serialises commits (and, separately, transactions)
 * itself; FIFO order keeps concurrent writers fair and their effects in call order.
 */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
