import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PASSWORD } from './accounts.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * An account made with the CLI (npm run create-user) against the test server's DATA_DIR, with the tests' password:
 * a lawyer or paralegal (mailed a two-factor set-up link, which support/two-factor.ts staffLogIn follows the first time), or a client under one.
 */
export function createUser(dataDir: string, type: 'LAWYER' | 'PARALEGAL' | 'CLIENT', email: string, name: string, parent?: string): void {
  const args = ['apps/server/src/cli/create-user.ts', '--type', type, '--email', email, '--name', name, '--password-stdin', ...(parent ? ['--parent', parent] : [])];
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), args, { cwd: ROOT, encoding: 'utf8', input: `${PASSWORD}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
  if (run.status !== 0) throw new Error(`create-user ${email} failed (status ${run.status}, signal ${run.signal}${run.error ? `, ${run.error.message}` : ''}):\n${run.stdout}\n${run.stderr}`);
}
