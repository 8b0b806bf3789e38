import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import { migrationProvider } from './migrations/index.ts';

/**
 * Brings the schema up to date. Throws (with the failing migration's name) if one fails.
 * Migrations added on parallel branches may land out of order: an older-numbered one not yet applied still runs.
 * On PostgreSQL pass the schema: Kysely otherwise finds its bookkeeping tables in any schema.
 */
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const where = failed ? ` in migration ${failed.migrationName}` : '';
    throw new Error(`Database migration failed${where}: ${String((error as Error).message ?? error)}`, { cause: error });
  }
}
