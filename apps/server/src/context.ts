import type { UserType } from '@i129f/petition/api/accounts.ts';
import type { Config } from './env.ts';
import type { Db } from './db/schema.ts';
import type { DbDialect } from './db/connect.ts';
import type { Mailer } from './mail/mailer.ts';
import type { RateLimiter } from './http/rate-limit.ts';
import type { BackgroundTasks } from './background.ts';
import type { FileStore } from './files/file-store.ts';
import type { ObjectStore } from './files/object-store.ts';

/** What every route and service needs, decorated on the app as `app.deps`. */
export interface AppDeps {
  config: Config;
  db: Db;
  dialect: DbDialect;
  mailer: Mailer;
  /** Epoch milliseconds; injectable so tests can move time. */
  now: () => number;
  limiter: RateLimiter;
  background: BackgroundTasks;
  /** Client files, in the database or in the S3_URL bucket (files/store-from-config.ts). */
  files: FileStore;
  /** The S3_URL bucket, when set. */
  objects?: ObjectStore | undefined;
}

/** The logged-in caller, set by the auth preHandler. */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  userType: UserType;
  parentId: string | null;
  acceptedConditions: boolean;
  tokenHash: string;
  expiresAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** Set by requireSession / requireAccessTo; null before. */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Routes with an :email param get the access check automatically unless this is true. */
    publicEmailRoute?: boolean;
    /** The :email guard also lets a lawyer act on another lawyer of its firm (the second-factor reset only). */
    firmLawyers?: boolean;
    /**
     * A signed-in BENEFICIARY (issue 24) reaches this route. Every other route that needs a session refuses her (403,
     * auth/guards.ts `authenticate`): she is denied by default, not by each route remembering to.
     */
    beneficiary?: boolean;
  }
}
