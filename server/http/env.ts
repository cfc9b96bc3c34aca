import type { Kysely } from 'kysely';
import type { ApiUser } from '../../contract';
import type { AppConfig } from '../config';
import type { Database } from '../db/types';

/** What every handler can reach through `c.var.services`. */
export interface AppServices {
  db: Kysely<Database>;
  config: AppConfig;
  clock: () => Date;
}

/** The signed-in user, loaded (with roles) from the database on every request. */
export interface AuthContext {
  user: ApiUser;
  tokenId: number;
}

export interface AppEnv {
  Variables: {
    services: AppServices;
    auth: AuthContext;
    /** Set by a middleware that compresses the answer itself (the catalogue cache). */
    skipCompression: boolean;
  };
}
