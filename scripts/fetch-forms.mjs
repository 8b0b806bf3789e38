#!/usr/bin/env node
// `npm run fetch-forms`: downloads the official blank I-129F and G-1145 from uscis.gov into data/forms/ (where the
// server looks when I129F_TEMPLATE / G1145_TEMPLATE are unset: apps/server/src/pdf/resolve-template.ts), each checked
// against its pinned SHA-256 and printed edition. The project commits no copy of the forms.
//   FORMS_BASE_URL   where the two files are fetched from instead of the uscis.gov folder (a mirror; tests: a local server)
//   --dir <folder>   store them there instead of <repo>/data/forms
// Exit codes: 0 both forms stored (or already there and verified), 1 a download refused or failed, 2 the source could
// not be reached (offline: the message says which files to download by hand and where to put them), 64 a bad argument.
// Plain Node (no TypeScript loader): `npm start` imports offerForms() from here.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OFFICIAL_BASE_URL = 'https://www.uscis.gov/sites/default/files/document/forms';
/** The forms the product fills. The I-129F edition is the one the field mapping is written for (fields/edition.ts; a test keeps them equal). */
export const FORMS = [
  { file: 'i-129f.pdf', form: 'I-129F', edition: '01/20/25', sha256: '33377195f0affc3f4918be77d4d9eebbb2154239232f6422444508d5d8a795c5', setting: 'I129F_TEMPLATE', page: 'https://www.uscis.gov/i-129f' },
  { file: 'g-1145.pdf', form: 'G-1145', edition: '09/26/14', sha256: '0f6884db44cf4cd3db6174a798d44dd194d85e1108d5b110d01ea5db18ca8e82', setting: 'G1145_TEMPLATE', page: 'https://www.uscis.gov/g-1145' },
];
/** The official files are 1.3 MB and 0.3 MB: anything much larger is not the form. */
export const MAX_BYTES = 5 * 1024 * 1024;
export const TIMEOUT_MS = 60_000;
const UNREACHABLE = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_SOCKET']);

class FetchFormError extends Error {
  /** @param {'refused' | 'unreachable'} kind */
  constructor(kind, message) {
    super(message);
    this.kind = kind;
  }
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** The edition printed in the page-1 footer ('Form I-129F   Edition   01/20/25', 'Form G-1145  09/26/14'), or null. */
export async function printedEdition(bytes, form) {
  if (!Buffer.from(bytes.subarray(0, 5)).equals(Buffer.from('%PDF-'))) return null;
  try {
    const { PDFArray, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } = await import('pdf-lib');
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    const contents = doc.getPage(0).node.lookup(PDFName.of('Contents'));
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    let text = '';
    for (const s of streams) {
      if (!(s instanceof PDFRawStream)) continue;
      for (const m of Buffer.from(decodePDFRawStream(s).decode()).toString('latin1').matchAll(/\(((?:\\.|[^\\)])*)\)/g)) text += `${m[1]} `;
    }
    return new RegExp(`Form\\s+${form}\\s+(?:Edition\\s+)?(\\d{2}/\\d{2}/\\d{2})`).exec(text)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** What to do by hand: each official URL and the file it must become. */
export function manualInstructions(dir, forms = FORMS) {
  const rows = forms.map((f) => `  ${OFFICIAL_BASE_URL}/${f.file}\n    → ${path.join(dir, f.file)}`);
  return [
    `Download the official blank ${forms.length > 1 ? 'forms' : 'form'} and save ${forms.length > 1 ? 'them' : 'it'} as:`,
    ...rows,
    `(or save ${forms.length > 1 ? 'them' : 'it'} anywhere and set ${forms.map((f) => f.setting).join(' and ')} to ${forms.length > 1 ? 'their paths' : 'its path'}).`,
    'Then run `npm run fetch-forms` again: it checks files already in place without going online.',
  ].join('\n');
}

/** The response body, at most MAX_BYTES (read as it arrives: a wrong Content-Length cannot get past the cap). */
async function readCapped(res, url) {
  const declared = Number(res.headers.get('content-length'));
  const tooBig = () => new FetchFormError('refused', `Refused ${url}: the answer is larger than ${MAX_BYTES / 1024 / 1024} MB, so it is not the form.`);
  if (declared > MAX_BYTES) throw tooBig();
  const chunks = [];
  let size = 0;
  for await (const chunk of res.body ?? []) {
    size += chunk.length;
    if (size > MAX_BYTES) throw tooBig();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

async function download(url) {
  let res;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow', headers: { 'user-agent': 'i129f-preparer fetch-forms (+https://www.uscis.gov/forms)' } });
    if (!res.ok) throw new FetchFormError('refused', `${new URL(url).host} answered ${res.status} ${res.statusText} for ${url}.`);
    return await readCapped(res, url);
  } catch (e) {
    if (e instanceof FetchFormError) throw e;
    const code = e?.cause?.code ?? e?.code;
    const why = e?.name === 'TimeoutError' ? `no answer within ${TIMEOUT_MS / 1000} s` : (e?.cause?.message ?? e?.message ?? String(e));
    if (e?.name === 'TimeoutError' || UNREACHABLE.has(code)) throw new FetchFormError('unreachable', `Could not reach ${new URL(url).host} (${why}).`);
    throw new FetchFormError('refused', `Downloading ${url} failed (${why}).`);
  }
}

/** Refuses bytes that are not the pinned file, naming expected and actual hash and edition. */
async function verify(f, bytes, source) {
  const actual = sha256(bytes);
  const edition = await printedEdition(bytes, f.form);
  if (actual === f.sha256 && edition === f.edition) return;
  const printed = edition ? `edition ${edition}` : 'no edition line found';
  throw new FetchFormError(
    'refused',
    `Refused ${source}: it is not the ${f.form} this product fills.\n` +
      `  expected: SHA-256 ${f.sha256}, edition ${f.edition}\n` +
      `  actual:   SHA-256 ${actual}, ${printed}\n` +
      (edition && edition !== f.edition
        ? `  USCIS may have published a new edition: this version fills edition ${f.edition} only (the field mapping must be updated first).`
        : '  The file is damaged or not the official one.'),
  );
}

/** Writes beside the target, then renames (a reader never sees half a file). */
function writeAtomically(target, bytes) {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.part`);
  try {
    fs.writeFileSync(temp, bytes, { mode: 0o644, flag: 'wx' });
    fs.renameSync(temp, target);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** True when the file in place is the pinned one (checked without going online). */
function inPlace(f, target, log) {
  if (!fs.existsSync(target)) return false;
  const actual = sha256(fs.readFileSync(target));
  if (actual === f.sha256) log.info(`${f.form} edition ${f.edition}: ${target} is already in place and verified.`);
  else log.info(`${target} is not the pinned ${f.form} (SHA-256 ${actual}): fetching the official one to replace it.`);
  return actual === f.sha256;
}

/**
 * Fetches every form into `dir`. Returns 0 when both are in place, 1 when one was refused, 2 when the source could
 * not be reached (the message then says what to download by hand and where to put it).
 */
export async function fetchForms({ baseUrl = OFFICIAL_BASE_URL, dir = path.join(REPO_ROOT, 'data/forms'), log = console } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  let status = 0;
  const failed = [];
  for (const f of FORMS) {
    const target = path.join(dir, f.file);
    if (inPlace(f, target, log)) continue;
    failed.push(f);
    if (status === 2) continue; // the source is unreachable: no second wait
    const url = `${baseUrl.replace(/\/+$/, '')}/${f.file}`;
    try {
      const bytes = await download(url);
      await verify(f, bytes, url);
      writeAtomically(target, bytes);
      log.info(`${f.form} edition ${f.edition} stored in ${target} (SHA-256 ${f.sha256}).`);
      failed.pop();
    } catch (e) {
      if (!(e instanceof FetchFormError)) throw e;
      log.error(e.message);
      status = Math.max(status, e.kind === 'unreachable' ? 2 : 1);
    }
  }
  if (status === 2) log.error(`The forms could not be downloaded: is this machine offline?\n${manualInstructions(dir, failed)}`);
  else if (status === 1) log.error(`Nothing was stored for the refused form.\n${manualInstructions(dir, failed)}`);
  return status;
}

/** The forms the server will not find: no *_TEMPLATE setting and neither <root>/data/forms nor <root>/../shared/forms holds them. */
export function missingForms(root = REPO_ROOT, env = process.env) {
  return FORMS.filter((f) => !env[f.setting]?.trim() && ![path.join(root, 'data/forms', f.file), path.join(root, '../shared/forms', f.file)].some((p) => fs.existsSync(p)));
}

/**
 * `npm start`: when a blank form is missing, says so and, at a terminal, offers to fetch it ('[Y/n]');
 * otherwise prints the command to run. The server starts either way (generation answers 503 until the form is there).
 */
export async function offerForms({ root = REPO_ROOT, env = process.env, interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY), input = process.stdin, output = process.stdout, log = console } = {}) {
  const missing = missingForms(root, env);
  if (missing.length === 0) return;
  const dir = path.join(root, 'data/forms');
  log.warn(`The official blank ${missing.map((f) => f.form).join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not on this machine: documents cannot be generated without ${missing.length > 1 ? 'them' : 'it'}.`);
  if (!interactive) {
    log.warn(`Run \`npm run fetch-forms\` to download them into ${dir} (checked against their pinned SHA-256), or:\n${manualInstructions(dir, missing)}`);
    return;
  }
  const rl = createInterface({ input, output });
  rl.on('SIGINT', () => process.exit(130)); // Ctrl-C at the question stops `npm start`
  const answer = await rl.question('Download the official forms from uscis.gov now? [Y/n] ').finally(() => rl.close());
  if (/^\s*(y|yes)?\s*$/i.test(answer)) {
    try {
      await fetchForms({ baseUrl: env.FORMS_BASE_URL?.trim() || OFFICIAL_BASE_URL, dir, log });
    } catch (e) {
      log.error(`The forms could not be stored: ${e instanceof Error ? e.message : String(e)}\n${manualInstructions(dir, missing)}`);
    }
  } else log.warn(`Not downloaded. Run \`npm run fetch-forms\` later, or:\n${manualInstructions(dir, missing)}`);
}

/** Command line: [--dir <folder>]; FORMS_BASE_URL from the environment. */
function parseArgs(argv, env) {
  let dir = path.join(REPO_ROOT, 'data/forms');
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--dir' && argv[i + 1]) dir = path.resolve(argv[++i]);
    else throw new Error(`unknown argument ${argv[i]} (usage: npm run fetch-forms [-- --dir <folder>])`);
  }
  const baseUrl = env.FORMS_BASE_URL?.trim() || OFFICIAL_BASE_URL;
  let parsed;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new Error(`FORMS_BASE_URL is not a URL: ${baseUrl}`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error(`FORMS_BASE_URL must be an http(s) address, not ${parsed.protocol}`);
  return { dir, baseUrl };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  let args;
  try {
    args = parseArgs(process.argv.slice(2), process.env);
  } catch (e) {
    console.error(e.message);
    process.exit(64);
  }
  if (args.baseUrl !== OFFICIAL_BASE_URL) console.log(`Fetching from ${args.baseUrl} (FORMS_BASE_URL) instead of uscis.gov.`);
  // A failure outside the download itself (e.g. data/forms not writable): the message, never a stack trace.
  process.exitCode = await fetchForms(args).catch((e) => {
    console.error(`fetch-forms: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  });
}
