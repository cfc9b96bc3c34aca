/**
 * The router's scroll restoration, less one move. A server-rendered page is on screen, and can be
 * scrolled, before the app has started; on a slow phone the reader may have scrolled it by then,
 * and the router's first render would send them back to the top (and a tap meant for Book Now
 * would land on whatever took its place). That first render keeps the reader's place; every
 * later navigation restores or resets the scroll as usual.
 */
export function keepReadersPlaceOnStart(): () => boolean {
  let started = false;
  return () => {
    const first = !started;
    started = true;
    return !first || window.scrollY === 0;
  };
}
