import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../env.ts';
import { connectDb } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { Keyring, newDataKey } from '../crypto/keyring.ts';
import { KEYS_FILE, loadKeyring, MISSING_KEY_MESSAGE, readKeysFile, writeKeysFile } from '../crypto/load-keyring.ts';
import { forgetKeysOtherThan, recordKeyInUse } from '../crypto/keys-in-use.ts';
import { ensurePrivateDir } from '../crypto/private-files.ts';
import { resealAll, type ResealReport, type TableCounts } from '../crypto/reseal-all.ts';
import { createS3ObjectStore } from '../files/s3-object-store.ts';

const USAGE = `Usage: npm run rotate-key [-- --drop-old] | [-- --print-new-key]
  DATA_KEYS unset (development): adds a new key to DATA_DIR/keys.json and re-seals every file and petition row with it
    (files in object storage too: S3_URL must then be set);
    --drop-old then removes the older keys from keys.json (only when every row was re-sealed).
  DATA_KEYS or DATA_KEYS_FILE set: re-seals every row with the first key (put a new key first, keep the old ones
    after it, run this, then remove the old ones). --print-new-key prints a fresh "id:base64" entry to put first.
  Running servers follow keys.json and DATA_KEYS_FILE by themselves (or on SIGHUP); with DATA_KEYS in the
  environment restart every instance with the new keyring before running it.`;

const line = (name: string, c: TableCounts) =>
  `${name}: ${c.rows} rows — ${c.resealed} re-sealed from an older key, ${c.sealedPlain} sealed (were plain), ${c.current} already current, ${c.changedMeanwhile} changed meanwhile`;

export function formatReport(r: ResealReport): string {
  const out = [
    `Current key: ${r.keyId}`,
    line('files', r.files),
    line('files in object storage', r.fileObjects),
    line('chat states', r.chatStates),
    line('chat sections', r.chatSections),
    line('answer history', r.answerHistory),
    line('two-factor secrets', r.twoFactor),
    line('review comments', r.reviewComments),
    line('review snapshots', r.reviewMarks),
    line('last-PDF snapshots', r.pdfMarks),
    line('upload captions', r.fileCaptions),
    line('change requests to beneficiaries', r.beneficiaryRequests),
  ];
  if (r.failures.length) {
    const missing = [...new Set(r.failures.map((f) => f.keyId).filter(Boolean))];
    out.push(`FAILED: ${r.failures.length} rows could not be opened and were left as they are${missing.length ? ` (sealed with ${missing.map((k) => `"${k}"`).join(', ')}, not in the keyring: add those keys back after the current one and run again)` : ''}:`);
    for (const f of r.failures.slice(0, 20)) out.push(`  ${f.table} ${f.row}: ${f.message}`);
    if (r.failures.length > 20) out.push(`  … and ${r.failures.length - 20} more`);
  }
  return out.join('\n');
}

export async function main(argv: string[]): Promise<number> {
  let values: { 'drop-old'?: boolean; 'print-new-key'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({ args: argv, options: { 'drop-old': { type: 'boolean' }, 'print-new-key': { type: 'boolean' }, help: { type: 'boolean' } } }));
  } catch {
    console.error(USAGE);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values['print-new-key']) {
    const k = newDataKey();
    console.log(`${k.id}:${k.key.toString('base64')}`);
    return 0;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    console.error((e as Error).message);
    return 1;
  }
  let keyring: Keyring;
  let keysFile: string | undefined;
  if (config.dataKeys || config.dataKeysFile) {
    keyring = loadKeyring(config).keyring;
    if (values['drop-old']) console.error('--drop-old applies to DATA_DIR/keys.json; with DATA_KEYS or DATA_KEYS_FILE remove the old keys yourself.');
  } else if (config.production) {
    console.error(MISSING_KEY_MESSAGE);
    return 1;
  } else {
    ensurePrivateDir(config.dataDir);
    keysFile = path.join(config.dataDir, KEYS_FILE);
    const before = readKeysFile(keysFile);
    const key = newDataKey();
    keyring = before ? before.withCurrent(key) : new Keyring(key);
    // The new key is on disk (next to the old ones) before any row is sealed with it.
    writeKeysFile(keysFile, keyring);
    console.log(`Added key ${key.id} to ${keysFile}${before ? ` (older: ${before.ids.join(', ')})` : ''}.`);
  }
  const handle = connectDb({ databaseUrl: config.databaseUrl, pgSchema: config.databaseSchema, sqliteFile: `${config.dataDir}/app.db` });
  // Files in object storage are re-sealed through the bucket; without S3_URL they are reported and the old keys kept.
  const objects = config.s3 ? createS3ObjectStore(config.s3) : undefined;
  try {
    await migrateToLatest(handle.db, handle.schema);
    // Recorded before the first row is sealed with it: a server started meanwhile without this key refuses to start.
    await recordKeyInUse(handle.db, keyring.current.id, Date.now());
    const report = await resealAll(handle.db, keyring, { objects });
    console.log(formatReport(report));
    if (report.failures.length) return 1;
    const tallies = [report.files, report.fileObjects, report.chatStates, report.chatSections, report.answerHistory, report.twoFactor, report.reviewComments, report.reviewMarks, report.pdfMarks, report.fileCaptions, report.beneficiaryRequests];
    const complete = tallies.every((c) => c.changedMeanwhile === 0);
    const older = keyring.ids.filter((id) => id !== keyring.current.id);
    // Every row is sealed with the current key: servers without the other keys may start (crypto/keys-in-use.ts).
    const forgotten = complete ? await forgetKeysOtherThan(handle.db, keyring.current.id) : [];
    if (forgotten.length) console.log(`The database no longer needs the keys ${forgotten.join(', ')}.`);
    if (keysFile && values['drop-old'] && complete && older.length) {
      writeKeysFile(keysFile, new Keyring(keyring.current));
      console.log(`Removed the older keys ${older.join(', ')} from ${keysFile}.`);
    } else if (older.length && complete) {
      console.log(`No row uses ${older.join(', ')} any more: ${keysFile ? 'run with --drop-old to remove them' : 'they can be removed from DATA_KEYS'} (keep a backup of them as long as backups sealed with them exist).`);
    } else if (!complete) {
      console.log('Some rows changed while rotating (written by a running server with its keyring); run again to check them.');
    }
    return 0;
  } finally {
    objects?.close();
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    },
  );
}
