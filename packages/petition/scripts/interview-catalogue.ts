/**
 * Writes src/i18n/en/interview.ts from the section definitions (the English source texts stay in the sections):
 * `npx tsx packages/petition/scripts/interview-catalogue.ts`. Run it after changing a prompt, option or message;
 * src/engine/localize.test.ts fails while the file and the definitions differ. It also prints the keys the Spanish
 * catalogue (src/i18n/es/interview.ts) lacks.
 */
import { writeFileSync } from 'node:fs';
import { englishInterviewCatalogue } from '../src/engine/localize.ts';
import { flattenKeys, lookup, type Messages } from '../src/i18n/catalogue.ts';
import { SECTIONS } from '../src/sections/index.ts';

const en = englishInterviewCatalogue(SECTIONS);
const target = new URL('../src/i18n/en/interview.ts', import.meta.url);
const header = `/**
 * The interview's texts (issue 12), keyed: titles.s<section>, prompts.s<section>.<step>, notes.…, links.…, options.<optionKey>,
 * messages.<CHAT_MESSAGES key>, engine.…. GENERATED from the section definitions by scripts/interview-catalogue.ts —
 * do not edit; change the section and run the script. The engine keeps using the English texts where they are.
 */
`;
/** TypeScript source of a value: identifier keys bare, strings single-quoted (the repository's style). */
function source(value: unknown, indent = ''): string {
  if (typeof value === 'string' && value.includes("'") && !value.includes('"')) return JSON.stringify(value);
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const inner = `${indent}  `;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([k, v]) => `${inner}${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${source(v, inner)},`,
  );
  return `{\n${entries.join('\n')}\n${indent}}`;
}
writeFileSync(target, `${header}export const interview = ${source(en)} as const;\n`);
try {
  const { interview: es } = (await import('../src/i18n/es/interview.ts')) as { interview: Messages };
  const missing = flattenKeys(en as unknown as Messages).filter((k) => lookup(es, k) === undefined);
  console.log(`${missing.length} keys missing in Spanish`);
  for (const k of missing) console.log(k);
} catch {
  console.log('no Spanish catalogue yet');
}
