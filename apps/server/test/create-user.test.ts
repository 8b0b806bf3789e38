import fs from 'node:fs';
import { Readable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkPassword } from '@i129f/petition/api/accounts.ts';
import { generate } from 'otplib';
import { generatePassword, main } from '../src/cli/create-user.ts';
import { main as enrolmentLink } from '../src/cli/enrolment-link.ts';
import { connectDb } from '../src/db/connect.ts';
import { verifyPassword } from '../src/auth/passwords.ts';
import { buildApp } from '../src/app.ts';
import { call, readOutbox } from './helpers.ts';
import { mailedEnrolmentToken } from './two-factor-helpers.ts';

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

describe.skipIf(Boolean(process.env.DATABASE_URL))('staff two-factor set-up from the CLI (issue 23.7)', () => {
  const cliDir = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-cli-enrol-'));
  afterAll(() => fs.rmSync(cliDir, { recursive: true, force: true }));
  const outbox = () => readOutbox(path.join(cliDir, 'outbox'));
  const quiet = () => ({ log: vi.spyOn(console, 'log').mockImplementation(() => {}), err: vi.spyOn(console, 'error').mockImplementation(() => {}) });

  it('create-user mails a lawyer a link to set up two-factor login (never printed); a client gets none', async () => {
    vi.stubEnv('DATA_DIR', cliDir);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('PUBLIC_URL', 'https://i129f.example.org');
    const { log, err } = quiet();
    try {
      expect(await main(['--type', 'LAWYER', '--email', 'boot@firm.test', '--name', 'Boot Strap', '--password', 'Passw0rd!'])).toBe(0);
      const printed = log.mock.calls.flat().join('\n');
      expect(printed).toMatch(/A link to set up two-factor login was mailed to boot@firm.test \(no SMTP_URL: the mail is in .*outbox\); it works once, with the password, until \d{4}-/);
      const mails = outbox();
      expect(mails).toHaveLength(1);
      const token = mailedEnrolmentToken(mails, 'boot@firm.test')!;
      expect(mails[0]).toContain('https://i129f.example.org/two-factor-enrolment#token=');
      expect(printed).not.toContain(token);
      expect(await main(['--type', 'LAWYER', '--email', 'partner@firm.test', '--name', 'Pat Partner', '--password', 'Passw0rd!', '--firm-of', 'boot@firm.test'])).toBe(0);
      expect(await main(['--type', 'LAWYER', '--email', 'x@firm.test', '--name', 'X', '--password', 'Passw0rd!', '--firm-of', 'nobody@firm.test'])).toBe(1);
      expect(await main(['--type', 'CLIENT', '--email', 'plain@firm.test', '--name', 'Plain', '--password', 'Passw0rd!'])).toBe(0);
      expect(outbox()).toHaveLength(2);
    } finally {
      vi.unstubAllEnvs();
      log.mockRestore();
      err.mockRestore();
    }
    const handle = connectDb({ sqliteFile: path.join(cliDir, 'app.db') });
    const rows = await handle.db.withTables<{ users: { firm_id: string | null } }>().selectFrom('users').select(['email', 'id', 'firm_id']).orderBy('email').execute();
    await handle.close();
    const boot = rows.find((r) => r.email === 'boot@firm.test')!;
    expect(boot.firm_id).toBe(boot.id);
    expect(rows.find((r) => r.email === 'partner@firm.test')!.firm_id).toBe(boot.id);
    expect(rows.find((r) => r.email === 'plain@firm.test')!.firm_id).toBeNull();
  });

  it('the bootstrap lawyer enrols from that link (with the password) and then signs in with a code', async () => {
    // The server on the CLI's database (DATA_DIR/app.db) and its development key.
    const app = await buildApp({ logger: false, config: { dataDir: cliDir, databaseUrl: undefined, webDist: path.join(cliDir, 'no-web'), smtpUrl: undefined } });
    try {
      const token = mailedEnrolmentToken(outbox(), 'boot@firm.test')!;
      const as = call;
      expect((await as(app, 'POST', '/api/login', { body: { username: 'boot@firm.test', password: 'Passw0rd!' } })).json().code).toBe('TWO_FACTOR_NOT_ENROLLED');
      const challenge = await as(app, 'POST', '/api/two-factor/enrolment', { headers: { 'x-enrolment-token': token }, body: { password: 'Passw0rd!' } });
      expect(challenge.json()).toMatchObject({ twoFactor: 'enrol', user: { email: 'boot@firm.test' } });
      const { secret } = (await as(app, 'POST', '/api/login/two-factor/enrol', { body: { pendingToken: challenge.json().pendingToken } })).json();
      const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
      const confirmed = await as(app, 'POST', '/api/login/two-factor/enrol/confirm', { body: { pendingToken: challenge.json().pendingToken, code } });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect((await as(app, 'POST', '/api/login', { body: { username: 'boot@firm.test', password: 'Passw0rd!' } })).json().twoFactor).toBe('verify');
    } finally {
      await app.close();
    }
  });

  it('enrolment-link mails a new link; an enrolled account only with --reset (its sessions end); clients and unknown emails are refused', async () => {
    vi.stubEnv('DATA_DIR', cliDir);
    vi.stubEnv('DATABASE_URL', '');
    const { log, err } = quiet();
    try {
      expect(await enrolmentLink([])).toBe(2);
      expect(await enrolmentLink(['--email', 'plain@firm.test'])).toBe(1);
      expect(await enrolmentLink(['--email', 'ghost@firm.test'])).toBe(1);
      expect(await enrolmentLink(['--email', 'boot@firm.test'])).toBe(1);
      expect(err.mock.calls.flat().join('\n')).toContain('has an authenticator. Use --reset');
      const before = outbox().length;
      expect(await enrolmentLink(['--email', 'boot@firm.test', '--reset'])).toBe(0);
      expect(await enrolmentLink(['--email', 'partner@firm.test'])).toBe(0);
      expect(outbox()).toHaveLength(before + 2);
      expect(log.mock.calls.flat().join('\n')).toContain('Removed the authenticator, recovery codes and sessions of boot@firm.test.');
    } finally {
      vi.unstubAllEnvs();
      log.mockRestore();
      err.mockRestore();
    }
    const handle = connectDb({ sqliteFile: path.join(cliDir, 'app.db') });
    const factors = await handle.db.withTables<{ two_factor: { user_id: string } }>().selectFrom('two_factor').select('user_id').execute();
    await handle.close();
    expect(factors).toEqual([]);
  });
});
