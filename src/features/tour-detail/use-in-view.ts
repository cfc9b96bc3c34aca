import { useCallback, useState } from 'react';

/**
 * Whether the element is on screen now (any part of it inside the viewport less `rootMargin`),
 * or null until the browser has said. Unlike `useInViewOnce` it follows the element both ways.
 */
export function useInView<T extends Element>(
  rootMargin = '0px',
): [ref: (node: T | null) => void | (() => void), inView: boolean | null] {
  const [inView, setInView] = useState<boolean | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      if (!node || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          const entry = entries.at(-1);
          if (entry) setInView(entry.isIntersecting);
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [rootMargin],
  );
  return [ref, inView];
}
