import { callFunction } from './functions';

/**
 * Public calls started by the boot script (src/boot/start-early-calls.ts) while the app's code is still on its way,
 * so that the first screen's data and its code arrive side by side on a slow phone network rather than one after
 * the other. Each is taken once, by the query that wanted it; later reads call as usual.
 */
interface EarlyCall {
  answer: Promise<unknown>;
  /** Set once the answer has arrived, so that a first render can show it at once. */
  settled?: { value: unknown };
}

const started = new Map<string, EarlyCall>();
/** What else the first render waits for (holdFirstRender). */
const holds: Promise<unknown>[] = [];

const keyOf = (name: string, data: unknown) => `${name} ${JSON.stringify(data)}`;

/** Starts the call; its answer is also returned for the boot script's own first paint (never consumed there). */
export function startEarlyCall(name: string, data: unknown): Promise<unknown> {
  const call: EarlyCall = { answer: callFunction(name, data) };
  // A failure belongs to the query that takes it (which retries): never an unhandled rejection here.
  call.answer.then(
    (value) => (call.settled = { value }),
    () => undefined,
  );
  started.set(keyOf(name, data), call);
  return call.answer;
}

/** Records an answer the page's HTML already carried (boot/embedded-answer.ts): taken as an early call's. */
export function answerEarlyCall(name: string, data: unknown, value: unknown): void {
  started.set(keyOf(name, data), { answer: Promise.resolve(value), settled: { value } });
}

/** The answer of the same call (name and data) started early, once; undefined when none was. */
export function takeEarlyCall<T>(name: string, data: unknown): Promise<T> | undefined {
  const key = keyOf(name, data);
  const call = started.get(key);
  started.delete(key);
  return call?.answer as Promise<T> | undefined;
}

/**
 * The answer of the same call started early when it has already arrived (taken, once): a query's initial data,
 * so that the page's first render shows it rather than a loader. Undefined while on its way, failed or not started.
 */
export function takeArrivedEarlyCall<T>(name: string, data: unknown): T | undefined {
  const key = keyOf(name, data);
  const settled = started.get(key)?.settled;
  if (!settled) return undefined;
  started.delete(key);
  return settled.value as T;
}

/**
 * Settles once every call started early has answered or failed (at once when none was started): the app's
 * first render waits for it (app/start-app.tsx), so that it shows the page with its data rather than a loader and a
 * second render, and leaves the boot script's first paint (the booking page's band) on screen until then.
 */
export async function earlyCallsSettled(): Promise<void> {
  await bootScriptRan();
  const answers = [...started.values()].map((call) => call.answer);
  await Promise.allSettled([...answers, ...holds]);
}

/** How long the app's first render waits for a boot script that has not run (it normally runs within ms). */
const BOOT_SCRIPT_CAP_MS = 5_000;

let markRan: () => void = () => {};
const ran = new Promise<void>((resolve) => (markRan = resolve));
let bootRun: Promise<void> | undefined;

/** Called by the boot script once it has started what it starts (its last statement). */
export function markBootScriptRan(): void {
  markRan();
}

/**
 * Settles once the boot script has run, or at once when the page has none (the dev server) or it failed to load.
 * Both are `type="module"` scripts: the boot script is `async`, so it usually runs first, but when the app's code
 * is already at hand (a fast or warm connection) the app's entry can run before it and would find nothing started.
 */
function bootScriptRan(): Promise<void> {
  // One wait per page: the entry (bootPaintDone) and the app (earlyCallsSettled) both ask, and a boot script that
  // never ran must cost its cap once, not twice.
  if (bootRun) return bootRun;
  const tag = document.querySelector<HTMLScriptElement>('script[data-boot]');
  if (!tag) return Promise.resolve();
  bootRun = new Promise<void>((resolve) => {
    void ran.then(resolve);
    tag.addEventListener('error', () => resolve(), { once: true });
    // A boot script that stopped half-way (an exception) must not keep the app from rendering.
    setTimeout(resolve, BOOT_SCRIPT_CAP_MS);
  });
  return bootRun;
}

/** How long what the app loads first may wait for the boot script's own first paint. */
const FIRST_PAINT_CAP_MS = 3_000;
let bootPaint: Promise<unknown> = Promise.resolve();

/**
 * Records the boot script's own first paint when it makes one after loading a module (the customer space's
 * greeting): the page's code waits for it (bootPaintDone), so that the browser paints the greeting before it
 * starts the space's 200 KB, rather than sharing a phone's bandwidth with them first.
 */
export function holdLoadsUntilPainted(painted: Promise<unknown>): void {
  bootPaint = Promise.race([
    painted,
    new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_CAP_MS)),
  ]).catch(() => undefined);
}

/** Settles once the boot script has run and painted what it paints (at once for a page it paints nothing on). */
export async function bootPaintDone(): Promise<void> {
  await bootScriptRan();
  await bootPaint;
}

/**
 * Makes the app's first render also wait for `work` (the customer space's session and first reads, under the
 * greeting the boot script painted), at most `capMs`: past it, React renders and the page's own loader shows.
 */
export function holdFirstRender(work: Promise<unknown>, capMs: number): void {
  holds.push(
    Promise.race([work, new Promise((resolve) => setTimeout(resolve, capMs))]).catch(() => undefined),
  );
}
