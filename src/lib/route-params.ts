import { notFound } from '@tanstack/react-router';

/** Path params that are tour ids: positive integers, anything else is the 404 page. */
export const tourIdParams = {
  parse: ({ id }: { id: string }) => {
    if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound();
    return { id: Number(id) };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

/** A post-login destination must be an in-app path: '/x', never '//host' or a full URL. */
export function safeRedirect(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : undefined;
}
