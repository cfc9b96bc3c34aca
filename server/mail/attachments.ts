import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { AttachmentResolver } from './worker';

/** Renders what an attachment spec names, at send time (so it shows the booking as it is). */
export interface AttachmentRenderers {
  itinerary(db: Kysely<Database>, reference: string): Promise<Buffer>;
}

export function createAttachmentResolver(renderers: AttachmentRenderers): AttachmentResolver {
  return async (db, spec) => {
    switch (spec.kind) {
      case 'itinerary':
        return {
          filename: `itinerary-${spec.reference}.pdf`,
          content: await renderers.itinerary(db, spec.reference),
          contentType: 'application/pdf',
        };
    }
  };
}
