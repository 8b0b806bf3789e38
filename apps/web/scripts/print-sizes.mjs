// Prints the size of each built asset, raw and gzipped, so the login page's initial JS budget can be checked.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

// The build folder: the first argument (the browser tests build into a private folder), else apps/web/dist.
const outDir = process.argv[2] ? resolve(process.argv[2]) : new URL('../dist/', import.meta.url).pathname;
const dir = join(outDir, 'assets');
let total = 0;
for (const name of readdirSync(dir).sort()) {
  if (name.endsWith('.gz') || name.endsWith('.br')) continue; // precompressed copies (scripts/precompress.mjs)
  const bytes = readFileSync(join(dir, name));
  const gz = gzipSync(bytes).length;
  if (name.endsWith('.js')) total += gz;
  console.log(`${name.padEnd(48)} ${(statSync(join(dir, name)).size / 1024).toFixed(1).padStart(8)} KB  gzip ${(gz / 1024).toFixed(1).padStart(7)} KB`);
}
console.log(`all JS, gzipped: ${(total / 1024).toFixed(1)} KB`);

// The first page's JS: the entry script plus its modulepreloads in index.html (budget 150 KB gzipped).
const html = readFileSync(join(outDir, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const initialGz = initial.reduce((sum, name) => sum + gzipSync(readFileSync(join(dir, name))).length, 0);
console.log(`initial JS of the first page (${initial.length} files), gzipped: ${(initialGz / 1024).toFixed(1)} KB (budget 150 KB)`);
if (initialGz > 150 * 1024) {
  console.error('initial JS is over the 150 KB budget');
  process.exitCode = 1;
}
