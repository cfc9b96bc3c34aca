/**
 * The outbox page's URL search (status filter, search, page, the opened message). Invalid values
 * fall back to the defaults instead of an error page.
 *
 * The route passes the search through unchecked (`keepOutboxSearch`) and the page reads it with
 * this schema: route modules are part of every page's first download, whose budget is spent, so
 * the check loads with the page. The statuses are listed here (the type keeps the list in step
 * with the contract's) so the schema file stays small.
 */
import { z } from 'zod/mini';
import type { OutboxStatus } from '../../../../contract/admin-outbox';

const STATUSES: [OutboxStatus, ...OutboxStatus[]] = [
  'pending',
  'sending',
  'sent',
  'kept',
  'failed',
];
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const positive = optional(z.int().check(z.gte(1)));

export const outboxSearchSchema = z.object({
  status: optional(z.enum(STATUSES)),
  /** `?q=2024` arrives JSON-parsed as a number: read back as text. */
  q: optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  page: positive,
  /** The opened message's id, so a reload (or a link) keeps it open. */
  open: positive,
});
export type OutboxSearch = z.infer<typeof outboxSearchSchema>;

/** The URL search as the route keeps it: the known keys, unchecked (the page reads them). */
export type RawOutboxSearch = Partial<Record<keyof OutboxSearch, unknown>>;
