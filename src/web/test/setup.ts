import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { clearToasts } from '@/components/ui/use-toast';
import { cancelLoginRedirect } from '@/lib/errors';

// jsdom lacks a few browser APIs that Radix primitives touch.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (typeof window !== 'undefined') {
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
  clearToasts();
  cancelLoginRedirect();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.documentElement.className = '';
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('data-country');
});

// CI machines are shared and busy: the first import of a lazy chunk (markdown) can take
// longer than the default 1 s wait of findBy/waitFor.
configure({ asyncUtilTimeout: 5_000 });

// A form checks its value with the common schemas, downloaded on its first focus (lib/validate.ts).
// Tests change fields without focusing them, and on a busy CI machine the schemas' first import
// inside a test took longer than findBy's wait: each file loads them before its tests, as a
// browser that had focused the form would have them (a file that mocks one of them to fail to
// download goes without).
beforeAll(async () => {
  await import('@common/schemas').catch(() => undefined);
}, 60_000);
