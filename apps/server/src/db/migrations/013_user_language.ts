import type { Kysely } from 'kysely';

/**
 * The language an account reads (issue 21.5): 'en' or 'es', set at sign-up from the language of the sign-up page and
 * whenever the user picks a language while signed in (POST /api/me/language); null for an account that never chose.
 * The web app applies it after sign-in, on any browser.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
