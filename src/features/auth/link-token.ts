import { useLocation } from '@tanstack/react-router';

/**
 * `?token=` of an e-mailed link (reset password, verify e-mail), or null. Read here rather than
 * by the route's validateSearch, which would sit in the first download of every page.
 */
export function useLinkToken(): string | null {
  return useLocation({
    select: (location) => {
      const token = (location.search as Record<string, unknown>).token;
      return typeof token === 'string' && token !== '' ? token : null;
    },
  });
}
