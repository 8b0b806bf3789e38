import fs from 'node:fs';
import { Readable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkPassword } from '@i129f/petition/api/accounts.ts';
import { generatePassword, main } from '../src/cli/create-user.ts';
import { connectDb } from '../src/db/connect.ts';
import { verifyPassword } from '../src/auth/passwords.ts';

/** The CLI writes to DATA_DIR/app.db (SQLite); with DATABASE_URL it would touch the shared database. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run create-user', () => {
  it('generates passwords that follow the rule', () => {
    for (let i = 0; i < 50; i += 1) expect(checkPassword(generatePassword())).toEqual({ ok: true });
  });

  it('creates a lawyer (printing a password), a paralegal under it, and refuses bad input', async () => {
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['--type', 'LAWYER', '--email', 'Law@Firm.test', '--name', 'Lee Law'])).toBe(0);
    expect(log.mock.calls.flat().join('\n')).toMatch(/Password: \S{16}/);
    expect(await main(['--type', 'paralegal', '--email', 'p@firm.test', '--name', 'Pat', '--parent', 'law@firm.test', '--password', 'Passw0rd!'])).toBe(0);
    expect(await main(['--type', 'CLIENT', '--email', 'c@firm.test', '--name', 'C', '--parent', 'nobody@firm.test'])).toBe(1);
    expect(await main(['--type', 'LAWYER', '--email', 'law@firm.test', '--name', 'Again'])).toBe(1);
    expect(await main(['--type', 'BOSS', '--email', 'x@firm.test', '--name', 'X'])).toBe(2);
    vi.unstubAllEnvs();
    log.mockRestore();
    err.mockRestore();
    const handle = connectDb({ sqliteFile: path.join(dataDir, 'app.db') });
    const rows = await handle.db.selectFrom('users').select(['email', 'user_type', 'parent_id']).orderBy('email').execute();
    await handle.close();
    expect(rows.map((r) => [r.email, r.user_type, r.parent_id !== null])).toEqual([
      ['law@firm.test', 'LAWYER', false],
      ['p@firm.test', 'PARALEGAL', true],
    ]);
  });

  it('reads the password from standard input with --password-stdin (never printed); warns about --password on the command line', async () => {
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stdin = Readable.from(['StdinPassw0rd!\n', 'ignored second line\n']);
    expect(await main(['--type', 'LAWYER', '--email', 'stdin@firm.test', '--name', 'S', '--password-stdin'], { stdin })).toBe(0);
    expect(log.mock.calls.flat().join('\n')).not.toContain('Password');
    expect(err.mock.calls.flat().join('\n')).not.toContain('Warning');
    expect(await main(['--type', 'LAWYER', '--email', 'argv@firm.test', '--name', 'A', '--password', 'ArgvPassw0rd!'])).toBe(0);
    expect(err.mock.calls.flat().join('\n')).toMatch(/Warning: --password is visible/);
    expect(await main(['--type', 'LAWYER', '--email', 'both@firm.test', '--name', 'B', '--password', 'x', '--password-stdin'])).toBe(2);
    vi.unstubAllEnvs();
    log.mockRestore();
    err.mockRestore();
    const handle = connectDb({ sqliteFile: path.join(dataDir, 'app.db') });
    const row = await handle.db.selectFrom('users').select('password_hash').where('email', '=', 'stdin@firm.test').executeTakeFirstOrThrow();
    await handle.close();
    expect(await verifyPassword(row.password_hash, 'StdinPassw0rd!')).toBe(true);
  });
});
