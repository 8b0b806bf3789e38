/**
 * Fill the official I-129F from a JSON file:
 *   npm run fill -w apps/server -- answers.json out.pdf
 * answers.json is either { "values": {...}, "additional": [{page, part, item, text}] } or a flat map of
 * official field names to values. The template comes from I129F_TEMPLATE, data/forms/ or ../shared/forms/.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isPdfError } from '../pdf/errors.ts';
import { fillI129f, type AdditionalEntry } from '../pdf/fill-i129f.ts';
import { resolveTemplate } from '../pdf/resolve-template.ts';

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: npm run fill -w apps/server -- answers.json out.pdf');
  process.exit(2);
}
// npm -w runs the script inside apps/server: resolve paths against the caller's directory.
const cwd = process.env.INIT_CWD ?? process.cwd();
try {
  const answers = JSON.parse(await readFile(resolve(cwd, input), 'utf8')) as Record<string, unknown>;
  const wrapped = typeof answers.values === 'object' && answers.values !== null;
  const values = (wrapped ? answers.values : answers) as Record<string, string>;
  const additional = (wrapped ? (answers.additional ?? []) : []) as AdditionalEntry[];
  const result = await fillI129f({ template: resolveTemplate({ configured: process.env.I129F_TEMPLATE }), values, additional });
  await writeFile(resolve(cwd, output), result.bytes);
  console.log(`wrote ${resolve(cwd, output)} (${result.bytes.length} bytes, ${result.part8.length} Part 8 entries, ${result.continuationPages} continuation pages)`);
} catch (e) {
  console.error(isPdfError(e) ? `${e.code}: ${e.message}` : e);
  process.exit(1);
}
