/**
 * Orders text by code points, as ISO dates and times sort (yyyy-mm-dd...). Not localeCompare:
 * without a collator each call makes one, and sorting a tour's departures that way was 10 ms of
 * a phone's main thread while the page was being adopted (issue 16).
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
