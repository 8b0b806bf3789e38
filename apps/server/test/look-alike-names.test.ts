import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interview } from '@i129f/petition';
import { ACCOUNT_MESSAGES } from '@i129f/petition/account/messages.ts';
import { CHAT_MESSAGES } from '@i129f/petition/validators/messages.ts';
import { createUser } from '../src/users/create-user.ts';
import { addUser, buildTestApp, call, login, multipart, PASSWORD, PNG, type TestApp } from './helpers.ts';

/**
 * Issue 23.4: right-to-left overrides, zero-width and other invisible or bidirectional control characters are refused
 * in every name a person sees — account full names (sign-up, invitations, create-user), the setup names and chat name
 * answers, and file names on upload — with a message naming the field. Runs on SQLite and PostgreSQL.
 */
let t: TestApp;
const tok = { lawyer: '', client: '' };
const RLO = '\u202e';
const ZWSP = '\u200b';
beforeAll(async () => {
  t = await buildTestApp();
  await addUser(t, 'lawyer@firm.test', 'LAWYER');
  tok.lawyer = (await login(t.app, 'lawyer@firm.test')).token;
  await addUser(t, 'client@firm.test', 'CLIENT', 'lawyer@firm.test');
  tok.client = (await login(t.app, 'client@firm.test')).token;
});
afterAll(() => t.close());

const userCount = async (email: string) => (await t.app.deps.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;

describe('account full names', () => {
  it('sign-up refuses a name with a right-to-left override or a zero-width space: 400 naming fullName, in the reader’s language', async () => {
    for (const [fullName, language, text] of [
      [`Ana ${RLO}moc.elpmaxe@ana`, 'en', ACCOUNT_MESSAGES.nameInvisible],
      [`Ana${ZWSP} Pérez`, 'es', 'El nombre contiene un carácter invisible'],
    ] as const) {
      const res = await call(t.app, 'POST', '/api/user/register', { headers: { 'accept-language': language }, body: { email: 'ana@example.com', password: PASSWORD, fullName } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual([{ path: 'fullName', message: expect.stringContaining(text) }]);
    }
    expect(await userCount('ana@example.com')).toBe(0);
    // The same name without the character is fine, in any alphabet.
    expect((await call(t.app, 'POST', '/api/user/register', { body: { email: 'ana@example.com', password: PASSWORD, fullName: 'Ana Pérez-Жукова' } })).statusCode).toBe(200);
  });

  it('an invitation refuses an invisible character in the invitee’s name (400 naming fullName), nothing mailed', async () => {
    const res = await call(t.app, 'POST', '/api/invitations', { token: tok.lawyer, body: { email: 'new@example.com', fullName: `New\u2066 Client` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'fullName', message: ACCOUNT_MESSAGES.nameInvisible }]);
  });

  it('create-user (the CLI’s createUser) refuses it too', async () => {
    await expect(createUser({ db: t.app.deps.db, now: t.clock.now(), email: 'cli@firm.test', fullName: `Cli\u200f User`, password: PASSWORD, userType: 'LAWYER', strictParent: true })).rejects.toThrow(ACCOUNT_MESSAGES.nameInvisible);
    expect(await userCount('cli@firm.test')).toBe(0);
  });
});

describe('file names on upload', () => {
  const upload = (filename: string, language = 'en') => {
    const up = multipart([{ name: 'file', filename, bytes: PNG }]);
    return call(t.app, 'POST', '/api/file/client/upload/client@firm.test', { token: tok.client, payload: up.payload, headers: { ...up.headers, 'accept-language': language } });
  };
  const stored = async () => (await call(t.app, 'POST', '/api/file/client/files/client@firm.test', { token: tok.client })).json().map((f: { name: string }) => f.name);

  it('a file name with a right-to-left override (“photo‮gnp.exe”) is refused: 400 naming the file with the character shown, nothing stored', async () => {
    const res = await upload(`photo${RLO}gnp.exe`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'file' }] });
    expect(res.json().message).toBe('The file name “photo[U+202E]gnp.exe” contains an invisible or text-direction character (U+202E). Please rename the file and upload it again.');
    expect(res.json().message).not.toContain(RLO);
    const es = await upload(`scan${ZWSP}.png`, 'es');
    expect(es.json().message).toBe('El nombre de archivo «scan[U+200B].png» contiene un carácter invisible o que cambia la dirección del texto (U+200B). Cambie el nombre del archivo y vuelva a subirlo.');
    expect(await stored()).toEqual([]);
  });

  it('names in other alphabets and with accents are stored as before', async () => {
    for (const name of ['pasaporte José Núñez.png', 'паспорт.png', '護照.png', 'جواز سفر.png']) expect((await upload(name)).statusCode, name).toBe(200);
    expect((await stored()).sort()).toEqual(['pasaporte José Núñez.png', 'паспорт.png', '護照.png', 'جواز سفر.png'].sort());
  });
});

describe('setup names and chat name answers', () => {
  const change = (changes: unknown, version: number, language = 'en') =>
    call(t.app, 'POST', '/api/petition/changes/client@firm.test', { token: tok.client, headers: { 'accept-language': language }, body: { version, changes } });
  const version = async () => (await call(t.app, 'GET', '/api/chat-state/i29F/load/client@firm.test', { token: tok.client })).json().version as number;

  it('a setup name with an invisible character is refused with its own message (English and Spanish); nothing is stored', async () => {
    const v = await version();
    for (const [names, language, text] of [
      [{ petitionerFirstName: `Jo${ZWSP}hn` }, 'en', CHAT_MESSAGES.nameInvisible],
      [{ beneficiaryLastName: `Lo${RLO}pez` }, 'es', 'Este nombre contiene un carácter invisible'],
    ] as const) {
      const res = await change([{ type: 'names', names }], v, language);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(text);
    }
    expect(await version()).toBe(v);
  });

  it('a chat name answer with an invisible character is refused naming the answer', async () => {
    const names = { petitionerFirstName: 'John', petitionerSecondName: '', petitionerLastName: 'Smith', beneficiaryFirstName: 'Maria', beneficiarySecondName: '', beneficiaryLastName: 'Lopez' };
    let v = await version();
    const set = await change([{ type: 'names', names }], v);
    expect(set.statusCode, set.body).toBe(200);
    v = set.json().version;
    // Section 1's first open question is a name the setup left empty (the middle name).
    const state = (await call(t.app, 'GET', '/api/chat-state/i29F/load/client@firm.test', { token: tok.client })).json().state;
    const key = interview.currentQuestion(interview.startSection(state, 1).state, 1)?.key;
    expect(key).toBe('pet.name.middle');
    const res = await change([{ type: 'submit', sectionId: 1, key, input: `Lee${'\u2067'}` }], v);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'pet.name.middle', message: CHAT_MESSAGES.nameInvisible }]);
    expect((await change([{ type: 'submit', sectionId: 1, key, input: 'Lee' }], v)).statusCode).toBe(200);
  });
});
