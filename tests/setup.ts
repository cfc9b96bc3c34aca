import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';

// jsdom has no layout engine; components that scroll must not crash under test.
if (typeof window !== 'undefined') {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}

// Browser APIs jsdom lacks that Chakra/Ark and our layout use.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
  window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
}

// findBy* and waitFor wait up to 5 s (Testing Library's default is 1 s): on a loaded 2-core CI
// machine the first toast's lazily loaded region, or the API client's lazily loaded code before a
// request, alone can take longer than that.
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
  // Every DOM test unmounts what it rendered and drops the fetch it stubbed (fake-api.ts).
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
