// Prints the size of each built asset, raw and gzipped, so the login page's initial JS budget can be checked.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = new URL('../dist/assets/', import.meta.url).pathname;
let total = 0;
for (const name of readdirSync(dir).sort()) {
  const bytes = readFileSync(join(dir, name));
  const gz = gzipSync(bytes).length;
  if (name.endsWith('.js')) total += gz;
  console.log(`${name.padEnd(48)} ${(statSync(join(dir, name)).size / 1024).toFixed(1).padStart(8)} KB  gzip ${(gz / 1024).toFixed(1).padStart(7)} KB`);
}
console.log(`all JS, gzipped: ${(total / 1024).toFixed(1)} KB`);
