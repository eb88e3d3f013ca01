import { vi } from 'vitest';

/** A service worker as the browser shows it to the page: a state that moves, messages it receives. */
export class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = vi.fn();
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** One registration: `update()` is counted; `deliver()` plays the server serving a new worker that installs. */
export class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  readonly update = vi.fn(() => Promise.resolve());
  deliver(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.moveTo('installed');
    return worker;
  }
}

/** navigator.serviceWorker: `controller` set when a worker already controls the page. */
export class FakeContainer extends EventTarget {
  controller: FakeWorker | null;
  readonly registration = new FakeRegistration();
  readonly register = vi.fn(() => Promise.resolve(this.registration));
  constructor(controlled: boolean) {
    super();
    this.controller = controlled ? new FakeWorker() : null;
  }
  /** The waiting worker took over (what SKIP_WAITING leads to). */
  takeOver() {
    this.controller = this.registration.waiting;
    this.registration.waiting = null;
    this.dispatchEvent(new Event('controllerchange'));
  }
  asContainer(): ServiceWorkerContainer {
    return this as unknown as ServiceWorkerContainer;
  }
}
