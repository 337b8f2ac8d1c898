import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { clearCsrfToken } from '../lib/csrf.js';
import { resetKeyStore } from '../lib/key-store.js';
import { baselineHandlers } from './baseline-handlers.js';
import { server } from './msw.js';

// findBy… and waitFor wait up to 5 s: a lazy route, a query and Mantine's first render take more
// than the default second on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// Browser APIs that jsdom lacks and Mantine uses (Mantine's own test setup does the same).
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  // A narrow screen whose user prefers reduced motion: Mantine then skips its transitions,
  // whose `transitionend` jsdom never fires.
  value: vi.fn().mockImplementation((query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

// The browser of a test reads Polish, as the product's readers mostly do (jsdom says 'en-US'): the
// reporter screens open in the browser's language (i18n/language-choice.ts).
Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => ['pl-PL', 'pl'] });

// jsdom has no Web Workers: the metadata worker's own code (lib/metadata-request.ts) answers in
// this thread, as the real worker answers in Chromium (tests/e2e).
class InThreadWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private ended = false;
  postMessage(file: Blob) {
    void import('../lib/metadata-request.js').then(({ answerCleanRequest }) =>
      answerCleanRequest(file, (answer) => {
        if (!this.ended) this.onmessage?.(new MessageEvent('message', { data: answer }));
      }),
    );
  }
  terminate() {
    this.ended = true;
  }
}
window.Worker = InThreadWorker as unknown as typeof Worker;

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// A request no test expected is a failure, not a silent network call.
// Answers of calls made on the side of most screens (baseline-handlers.ts) stay after each reset.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.resetHandlers(...baselineHandlers);
});
afterEach(() => {
  cleanup();
  server.resetHandlers(...baselineHandlers);
  localStorage.clear();
  // What a test left in memory (test files share a worker's modules): the CSRF token, the
  // unlocked keys and Mantine's notifications.
  clearCsrfToken();
  resetKeyStore();
  notifications.clean();
});
afterAll(() => server.close());
