import { useCallback, useState } from 'react';

/**
 * True from the first time the element is at least `threshold` visible (SPEC 4, 9: sections
 * fade in once). Without IntersectionObserver the element counts as visible at once.
 */
export function useInViewOnce<T extends Element>(
  threshold: number,
  rootMargin = '0px',
): [ref: (node: T | null) => void | (() => void), inView: boolean] {
  const [inView, setInView] = useState(
    () => typeof window !== 'undefined' && typeof window.IntersectionObserver === 'undefined',
  );
  const ref = useCallback(
    (node: T | null) => {
      if (!node || inView) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setInView(true);
            observer.disconnect();
          }
        },
        { threshold, rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [inView, threshold, rootMargin],
  );
  return [ref, inView];
}
