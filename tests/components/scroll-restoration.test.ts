// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepReadersPlaceOnStart } from '../../src/app/scroll-restoration';

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('the router keeps the reader’s place when the app starts', () => {
  afterEach(() => scrolledTo(0));

  it('leaves a page the reader scrolled before the app started where it is', () => {
    const mayRestore = keepReadersPlaceOnStart();
    scrolledTo(700);
    expect(mayRestore()).toBe(false);
    // Later navigations restore or reset as usual, wherever the reader is.
    expect(mayRestore()).toBe(true);
  });

  it('restores or resets on the first render when the page is still at the top', () => {
    const mayRestore = keepReadersPlaceOnStart();
    expect(mayRestore()).toBe(true);
    scrolledTo(700);
    expect(mayRestore()).toBe(true);
  });
});
