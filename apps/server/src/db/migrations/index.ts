import type { Migration, MigrationProvider } from 'kysely';

/**
 * Every migration, in order. Names sort lexically: keep the numeric prefix.
 * Adding one is one line: `'003_files': await import('./003_files.ts'),`
 * Each module exports `up(db)` (and optionally `down(db)`) written with Kysely's schema builder so it
 * runs on SQLite and PostgreSQL alike (see 001_accounts.ts for the conventions).
 */
export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '001_accounts': await import('./001_accounts.ts'),
      '002_chat_states': await import('./002_chat_states.ts'),
      '003_files': await import('./003_files.ts'),
      '004_rate_limits': await import('./004_rate_limits.ts'),
      '005_invitations': await import('./005_invitations.ts'),
      '007_audit_log': await import('./007_audit_log.ts'),
      '008_review': await import('./008_review.ts'),
      '009_two_factor_and_status': await import('./009_two_factor_and_status.ts'),
      '010_pdf_marks': await import('./010_pdf_marks.ts'),
      '011_petition_rows': await import('./011_petition_rows.ts'),
      '012_staff_enrolment': await import('./012_staff_enrolment.ts'),
      '013_user_language': await import('./013_user_language.ts'),
      '014_audit_detail': await import('./014_audit_detail.ts'),
      '015_data_keys_in_use': await import('./015_data_keys_in_use.ts'),
      '016_file_storage': await import('./016_file_storage.ts'),
      '017_beneficiary': await import('./017_beneficiary.ts'),
      '018_file_captions': await import('./018_file_captions.ts'),
    };
  },
};
