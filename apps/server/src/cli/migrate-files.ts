import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { loadConfig, type Config } from '../env.ts';
import { connectDb } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadKeyring } from '../crypto/load-keyring.ts';
import { checkKeysInUse, recordKeyInUse } from '../crypto/keys-in-use.ts';
import { moveFiles, type MoveReport } from '../files/move-files.ts';
import { createS3ObjectStore } from '../files/s3-object-store.ts';
import type { CliIo } from './backup.ts';

const USAGE = `Usage: npm run migrate-files -- --to s3|db [--limit N] [--batch N]
  Moves files' bytes between the database and the bucket of S3_URL (which must be set for either direction), one file
  at a time: copied, checked against its sha256, switched, the old copy removed. The server may keep running. Stopped
  at any point (Ctrl-C, a crash, --limit N), it is run again to move the rest.
  Before --to s3, set S3_URL on the servers (new files go to the bucket); before --to db, set FILE_STORAGE=db there
  (new files stay in the database, files in the bucket stay readable) and unset S3_URL only when none is left.`;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function formatMoveReport(r: MoveReport, s3Label: string): string {
  const where = r.to === 's3' ? `to ${s3Label}` : 'into the database';
  const out = [`Moved ${r.moved} of ${r.total} files ${where} (${mb(r.bytes)}); ${r.changedMeanwhile} changed meanwhile, ${r.failures.length} failed; ${r.left} left to move.`];
  if (r.orphans) out.push(`${r.orphans} old copies could not be removed from the bucket (sealed, named by no row).`);
  for (const f of r.failures.slice(0, 20)) out.push(`  file ${f.row}: ${f.message}`);
  if (r.failures.length > 20) out.push(`  … and ${r.failures.length - 20} more`);
  if (r.error) out.push(`Stopped: ${r.error}`);
  if (r.left === 0 && !r.error) out.push(r.to === 's3' ? 'Every file is in the bucket.' : 'Every file is in the database: S3_URL may be unset.');
  else out.push('Run the same command again to move the rest.');
  return out.join('\n');
}

const positive = (text: string | undefined, name: string): number | undefined => {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number of at least 1.`);
  return n;
};

/** Exit codes: 0 done (or stopped at --limit), 1 failures or the bucket failed, 2 usage or configuration. */
export async function main(argv: string[], io: CliIo = { env: process.env, log: console.log, error: console.error }, shouldStop?: () => boolean): Promise<number> {
  let to: 's3' | 'db';
  let limit: number | undefined;
  let batchSize: number | undefined;
  let config: Config;
  try {
    const { values } = parseArgs({ args: argv, options: { to: { type: 'string' }, limit: { type: 'string' }, batch: { type: 'string' }, help: { type: 'boolean' } } });
    if (values.help) {
      io.log(USAGE);
      return 0;
    }
    if (values.to !== 's3' && values.to !== 'db') throw new Error('--to s3 or --to db is required.');
    to = values.to;
    limit = positive(values.limit, 'limit');
    batchSize = positive(values.batch, 'batch');
    config = loadConfig(io.env);
  } catch (e) {
    io.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!config.s3) {
    io.error(`S3_URL is not set: migrate-files moves files between the database and that bucket.\n${USAGE}`);
    return 2;
  }
  const loaded = loadKeyring(config);
  const objects = createS3ObjectStore(config.s3);
  const handle = connectDb({ databaseUrl: config.databaseUrl, pgSchema: config.databaseSchema, sqliteFile: `${config.dataDir}/app.db` });
  try {
    await objects.check();
    await migrateToLatest(handle.db, handle.schema);
    await checkKeysInUse(handle.db, loaded.keyring, loaded);
    // Files written before encryption are sealed on their way to the bucket: with this key, recorded first.
    await recordKeyInUse(handle.db, loaded.keyring.current.id, Date.now());
    const report = await moveFiles({
      db: handle.db,
      keyring: loaded.keyring,
      objects,
      to,
      ...(limit ? { limit } : {}),
      ...(batchSize ? { batchSize } : {}),
      ...(shouldStop ? { shouldStop } : {}),
      onProgress: (moved, total) => io.log(`… ${moved} of ${total} moved`),
    });
    io.log(formatMoveReport(report, config.s3.label));
    return report.failures.length || report.error ? 1 : 0;
  } catch (e) {
    io.error((e as Error).message);
    return 1;
  } finally {
    objects.close();
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Ctrl-C: the file being moved is finished, then the run stops with its counts (a second Ctrl-C stops at once).
  let stop = false;
  process.once('SIGINT', () => {
    stop = true;
    console.error('Stopping after this file (Ctrl-C again to stop at once; a run again finishes the rest).');
  });
  process.exitCode = await main(process.argv.slice(2), undefined, () => stop);
}
