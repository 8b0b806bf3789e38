/**
 * npm run coverage:fields -w packages/petition
 * Prints which fillable fields of the official I-129F (Parts 1–8) the interview can write, the rest with
 * a reason, the exclusions with a reason, and the percentage. Exits 1 below 95 %.
 */
import { readFileSync } from 'node:fs';
import { fieldCoverage, type OfficialField } from './field-coverage.ts';

const GOAL = 95;
const json = JSON.parse(readFileSync(new URL('../../../../shared/forms/i-129f.fields.json', import.meta.url), 'utf8')) as { fields: OfficialField[] };
const r = fieldCoverage(json.fields);

console.log(`Excluded (${r.excluded.length}):`);
for (const e of r.excluded) console.log(`  - ${e.name}: ${e.reason}`);
console.log(`\nCovered (${r.covered.length}):`);
for (const c of r.covered) console.log(`  + ${c.name}  ← ${c.source}`);
console.log(`\nNot covered (${r.uncovered.length}):`);
for (const u of r.uncovered) console.log(`  - ${u.name}: ${u.reason}`);
console.log(`\nCoverage: ${r.covered.length}/${r.total} = ${r.percent.toFixed(1)} % (goal ≥ ${GOAL} %)`);
if (r.percent < GOAL) process.exitCode = 1;
