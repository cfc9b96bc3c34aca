import createCache, { type EmotionCache } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';

/**
 * The attribute of the style tag in which the server puts the page's rules, naming them
 * (src/entry-server.tsx). Not emotion's own `data-emotion`, which makes emotion move the tag.
 */
export const SERVER_RULES_ATTRIBUTE = 'data-ssr-emotion';

/**
 * A style sheet that adopts the server's style tags where they stand. Emotion's own re-inserts
 * each one at the end of `head`, and a moved style tag is a new style sheet: the browser
 * recomputes the style and layout of the whole page, on a phone a long task (issue 16: 140 ms
 * of the catalogue's blocking time, before the throttling Lighthouse simulates).
 */
class AdoptingStyleSheet extends StyleSheet {
  hydrate(nodes: HTMLStyleElement[]): void {
    this.tags.push(...nodes);
  }
}

/**
 * Emotion's cache for a page the server rendered: the rules already in the page count as
 * inserted and stay where they are; Globals (Chakra's) adopt their tags through the sheet.
 */
export function serverStylesCache(doc: Document): EmotionCache {
  const cache = createCache({ key: 'css', container: doc.head });
  const { key, nonce, isSpeedy, container } = cache.sheet;
  cache.sheet = new AdoptingStyleSheet({ key, nonce, speedy: isSpeedy, container });
  for (const tag of doc.querySelectorAll(`style[${SERVER_RULES_ATTRIBUTE}]`)) {
    for (const name of (tag.getAttribute(SERVER_RULES_ATTRIBUTE) ?? '').split(' ')) {
      if (name) cache.inserted[name] = true;
    }
  }
  return cache;
}
