/**
 * Waits until the Auth emulator answers: the host verifies tokens and the seed creates accounts against it, and
 * `pnpm start` launches both at once. Resolves false after the timeout instead of hanging the start forever.
 */
export async function waitForAuthEmulator(hostAndPort: string, timeoutMs: number): Promise<boolean> {
  // A real delay for a process to come up: the monotonic clock, not the product's.
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    try {
      const res = await fetch(`http://${hostAndPort}/`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}
