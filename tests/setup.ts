import '@testing-library/jest-dom/vitest';

// jsdom has no layout engine; components that scroll must not crash under test.
if (typeof window !== 'undefined') {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}
