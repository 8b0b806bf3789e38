import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { appStateStore } from '../../state/appState.ts';
import { mockFetch, on, type MockCall } from '../../test/fetchMock.ts';
import { petitionAfterSetup, petitionServer } from '../../test/petitionServer.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';
import type { StoredFile } from '../files/filesApi.ts';
import { routeAfterDocuments } from './nextStep.ts';

const pdf = (name: string) => new File(['%PDF-1.7\n%test\n'], name, { type: 'application/pdf' });
const uploads = (calls: MockCall[]) => calls.filter((c) => c.url.includes('/file/client/upload/'));
const form = (c: MockCall) => c.body as FormData;
/**
 * A questionnaire answer so the petition has begun: other names alone call for no document (issue 20); the page then
 * asks proof of citizenship (any one of), both photos, and recommends the beneficiary's passport.
 */
const OTHER_NAMES = (value: 'Yes' | 'No') => ({ petitionerOtherNames: value });

/** The documents page of a client whose petition (setup done, these questionnaire answers) the server holds. */
function setup(answers: Record<string, string> = OTHER_NAMES('Yes'), reply?: (names: string[]) => { status?: number; body?: unknown } | undefined, ...more: Parameters<typeof mockFetch>) {
  signIn({ acceptedConditions: true });
  const server = petitionServer({ state: petitionAfterSetup(Object.entries(answers).map(([key, value]) => ({ type: 'questionnaire', key, value }))) });
  const stored: StoredFile[] = [];
  const mock = mockFetch(
    ...more,
    server.handler,
    on('POST', /^\/file\/client\/files\//, { body: stored }),
    (call) => {
      if (!call.url.includes('/file/client/upload/')) return undefined;
      const f = form(call);
      const files = f.getAll('file') as File[];
      const answer = reply?.(files.map((x) => x.name)) ?? { status: 200, body: [] };
      if ((answer.status ?? 200) < 300) {
        const id = Number(f.get('fileId'));
        const translated = f.get('isTranslatedFile') === 'true';
        if (f.get('replace') !== 'false') stored.splice(0, stored.length, ...stored.filter((s) => !(s.documentId === id && s.isTranslated === translated)));
        stored.push(...files.map((x) => ({ fileName: x.name, documentId: id, isTranslated: translated, isGenerated: false })));
      }
      return answer;
    },
  );
  const view = renderRoute('/file-upload-list');
  return { ...view, ...mock, server, stored, user: userEvent.setup() };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const row = (name: RegExp | string) => screen.getByRole('row', { name: typeof name === 'string' ? new RegExp(escape(name)) : name });

const section = (name: string) => screen.getByRole('region', { name });
const ready = () => screen.findByRole('heading', { name: 'Proof of U.S. citizenship of John Smith' });

async function openDialog(user: ReturnType<typeof userEvent.setup>, rowName: string) {
  await ready();
  await user.click(within(row(rowName)).getByRole('button', { name: /^Upload/ }));
  return screen.findByRole('dialog');
}

describe('required documents (/file-upload-list)', { timeout: 20_000 }, () => {
  it('groups the evidence by requirement: whom it concerns, why, any one of its documents (rows with Upload and Pending...), rules and source', async () => {
    const { server } = setup();
    await ready();
    expect(server.state?.requiredDocuments).toEqual([6, 2, 3, 4, 5, 7, 28, 29, 25]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Proof of U.S. citizenship of John Smith', 'Passport-style photo of John Smith', 'Passport-style photo of Maria Lopez', 'Passport of Maria Lopez (biographic page)',
    ]);
    const citizenship = section('Proof of U.S. citizenship of John Smith');
    expect(citizenship).toHaveTextContent('Petitioner');
    expect(citizenship).toHaveTextContent('Required');
    expect(citizenship).toHaveTextContent('Missing');
    expect(citizenship).toHaveTextContent('Why: That John Smith, the petitioner, is a U.S. citizen');
    expect(citizenship).toHaveTextContent('Any one of these is enough:');
    expect(within(citizenship).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Document', 'Upload', 'Status']);
    expect(within(citizenship).getAllByRole('row')).toHaveLength(7);
    expect(row("John Adam's U.S. passport (unexpired)")).toHaveTextContent('Pending...');
    expect(citizenship).toHaveTextContent('Source: Form I-129F Instructions (edition 01/20/25), “What Evidence Must You Submit — Evidence of U.S. citizenship”, page 8 (best known)');
    expect(within(citizenship).getByRole('list')).toHaveTextContent('Send clear, legible photocopies');
    const photo = section('Passport-style photo of Maria Lopez');
    expect(photo).toHaveTextContent('Upload:');
    expect(photo).toHaveTextContent('taken within 30 days before filing');
    expect(section('Passport of Maria Lopez (biographic page)')).toHaveTextContent('Recommended');
    expect(screen.queryByText(/divorce decree|adoption decree|court order|notariz/i)).not.toBeInTheDocument();
    const info = screen.getByRole('button', { name: "About Maria Elena's Passport (biographic page)" });
    expect(info).toHaveAccessibleDescription(/^Passport, biographic page\. Upload a clear scan/);
  });

  it('a K-1 couple also gets the meeting evidence and the intent statements, which the drafted letters can stand for', async () => {
    setup({ classificationBeneficiary: 'Fiancé(e) (K-1 visa)', metInPerson: 'Yes', citizenshipMethod: 'Birth in the United States' });
    await ready();
    const intent = section('Statement of intent to marry within 90 days: Maria Lopez');
    expect(intent).toHaveTextContent('Drafted for you');
    expect(intent).toHaveTextContent('Or: the statement this site drafts for Maria Lopez (print and sign it)');
    expect(intent).toHaveTextContent('It does not need to be notarized.');
    expect(within(section('Proof of U.S. citizenship of John Smith')).getAllByRole('row')).toHaveLength(4);
    expect(section('Evidence that John Smith and Maria Lopez met in person within 2 years before filing')).toHaveTextContent('Missing');
  });

  it("his expired U.S. passport (section 4) is not offered as proof of citizenship, and the section says why", async () => {
    signIn({ acceptedConditions: true });
    const begun = petitionAfterSetup([{ type: 'questionnaire', key: 'citizenshipMethod', value: 'Birth in the United States' }]);
    const server = petitionServer({ state: { ...begun, answers: { ...begun.answers, 'pet.passport.has': 'Yes', 'pet.passport.expiry': '01/15/2020' } } });
    mockFetch(server.handler, on('POST', /^\/file\/client\/files\//, { body: [] }));
    renderRoute('/file-upload-list');
    await ready();
    const citizenship = section('Proof of U.S. citizenship of John Smith');
    expect(citizenship).toHaveTextContent('Your U.S. passport expired on 01/15/2020: USCIS accepts only an unexpired passport as proof of citizenship');
    expect(within(citizenship).queryByRole('row', { name: /U\.S\. passport/ })).toBeNull();
    expect(within(citizenship).getAllByRole('row')).toHaveLength(3);
  });

  it('redirects to /section/1 when no documents are required', async () => {
    const { router } = setup({});
    await waitFor(() => expect(router.state.location.pathname).toBe('/section/1'), { timeout: 8000 });
  });

  it('adds and removes files, rejects a wrong type with a message, and Cancel uploads nothing', async () => {
    const { user, calls } = setup();
    const dialog = await openDialog(user, "John Adam's U.S. passport (unexpired)");
    expect(within(dialog).getByRole('heading', { name: "Upload John Adam's U.S. passport (unexpired)" })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'From device' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Camera' })).toBeInTheDocument();
    const input = within(dialog).getByTestId('upload-input');
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf'), new File(['MZ\x90\x00'], 'tool.exe.pdf', { type: 'application/pdf' })]);
    expect(await within(dialog).findByText('a.pdf')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('tool.exe.pdf is not a PDF, JPEG, PNG, HEIC or WebP file.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove a.pdf' }));
    expect(within(dialog).queryByText('a.pdf')).not.toBeInTheDocument();
    expect(within(dialog).getByText('b.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(uploads(calls)).toHaveLength(0);
    expect(row("John Adam's U.S. passport (unexpired)")).toHaveTextContent('Pending...');
  });

  it('sends each file in its own request, reports the one the server refused and still uploads the others', async () => {
    const { user, calls, stored } = setup(OTHER_NAMES('No'), (names) =>
      names.includes('bad.pdf') ? { status: 415, body: { error: 'Unsupported Media Type', code: 'UNSUPPORTED_MEDIA_TYPE', message: 'bad.pdf is not a recognised file; accepted: PDF, JPEG, PNG, HEIC/HEIF, WebP.' } } : undefined,
    );
    const dialog = await openDialog(user, "John Adam's U.S. passport (unexpired)");
    await user.upload(within(dialog).getByTestId('upload-input'), [pdf('bad.pdf'), pdf('good.pdf'), pdf('also-good.pdf')]);
    await within(dialog).findByText('bad.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm upload' }));
    expect(await within(dialog).findByText(/Failed: bad\.pdf is not a recognised file/)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('bad.pdf could not be uploaded. Remove it or try again.');
    await waitFor(() => expect(within(within(dialog).getByText('also-good.pdf').closest('li')!).getByText(/Uploaded/)).toBeInTheDocument());
    expect(within(within(dialog).getByText('good.pdf').closest('li')!).getByText(/Uploaded/)).toBeInTheDocument();
    const sent = uploads(calls);
    expect(sent).toHaveLength(3);
    expect(sent[1]!.url).toMatch(/\/api\/file\/client\/upload\/john%40example\.com$/);
    expect(sent.map((c) => (form(c).getAll('file') as File[]).map((f) => f.name))).toEqual([['bad.pdf'], ['good.pdf'], ['also-good.pdf']]);
    // The first file failed, so the first successful one replaces the stored files and the next is added.
    expect(sent.map((c) => form(c).get('replace'))).toEqual(['true', 'true', 'false']);
    expect(form(sent[1]!).get('fileId')).toBe('6');
    expect(form(sent[1]!).get('isTranslatedFile')).toBe('false');
    expect(stored.map((f) => f.fileName)).toEqual(['good.pdf', 'also-good.pdf']);
    expect(appStateStore.get().currentProgressBarStep).toBe(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(row("John Adam's U.S. passport (unexpired)")).getByRole('button', { name: /^Manage Files/ })).toBeInTheDocument());
    expect(within(row("John Adam's U.S. passport (unexpired)")).getByText('Uploaded')).toBeInTheDocument();
  });

  it('asks about a translation after an upload and sends the translated file with isTranslatedFile=true', async () => {
    const { user, calls } = setup(OTHER_NAMES('No'));
    let dialog = await openDialog(user, "Maria Elena's Passport (biographic page)");
    await user.upload(within(dialog).getByTestId('upload-input'), pdf('pasaporte.pdf'));
    await within(dialog).findByText('pasaporte.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm upload' }));
    const prompt = await screen.findByRole('dialog', { name: 'Translations' });
    expect(prompt).toHaveTextContent('You have uploaded pasaporte.pdf. We will need translations of any docs that are not in English.');
    expect(within(prompt).getByRole('button', { name: 'No translation needed' })).toBeInTheDocument();
    expect(within(prompt).getByRole('button', { name: "I'll decide later" })).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Add translated version' }));
    dialog = await screen.findByRole('dialog', { name: "Upload a translation of Maria Elena's Passport (biographic page)" });
    await user.upload(within(dialog).getByTestId('upload-input'), pdf('passport-en.pdf'));
    await within(dialog).findByText('passport-en.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The dialog may close before the translation's request is sent: wait for the request itself.
    await waitFor(() => expect(uploads(calls)).toHaveLength(2));
    const sent = uploads(calls);
    expect(form(sent[1]!).get('isTranslatedFile')).toBe('true');
    expect(form(sent[1]!).get('fileId')).toBe('25');
    await waitFor(() => expect(row("Maria Elena's Passport (biographic page)")).toHaveTextContent('passport-en.pdf (translation)'));
  });

  it('after an upload and the translation question the focus is back on the row button, not the page body (issue 21.2)', async () => {
    const { user } = setup(OTHER_NAMES('No'));
    const dialog = await openDialog(user, "Maria Elena's Passport (biographic page)");
    await user.upload(within(dialog).getByTestId('upload-input'), pdf('pasaporte.pdf'));
    await within(dialog).findByText('pasaporte.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm upload' }));
    const prompt = await screen.findByRole('dialog', { name: 'Translations' });
    expect(within(prompt).getByRole('button', { name: 'No translation needed' })).toHaveFocus();
    await user.click(within(prompt).getByRole('button', { name: 'No translation needed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(row("Maria Elena's Passport (biographic page)")).getByRole('button', { name: /^Manage Files/ })).toHaveFocus());
  });

  it('Next Step goes to /section/1 with nothing attached', async () => {
    const { user, router, server } = setup(OTHER_NAMES('No'));
    await user.click(await screen.findByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/section/1'), { timeout: 8000 });
    expect(appStateStore.get().passedAutoExtractedStep).toBe(false);
    // Passing the step with nothing attached is recorded on the server's petition (the journey); nothing to extract.
    await waitFor(() => expect(server.state?.journey?.reached).toEqual(expect.arrayContaining(['documents', 'chat'])));
    expect(server.changes().filter((c) => c.type === 'extracted' && c.passed)).toEqual([]);
    expect(server.state?.extracted).toEqual({});
  });

  it('after processing with extracted values goes to /section/0 and keeps them', async () => {
    const extract = on('POST', /^\/file\/extract\/john%40example\.com$/, { body: { values: { petBirthDate: '07/04/1985', petLastName: '' }, extracted: true } });
    const { user, router, calls, server } = setup(OTHER_NAMES('No'), undefined, extract);
    const dialog = await openDialog(user, "John Adam's U.S. passport (unexpired)");
    await user.upload(within(dialog).getByTestId('upload-input'), pdf('passport.pdf'));
    await within(dialog).findByText('passport.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm upload' }));
    await user.click(await screen.findByRole('button', { name: "I'll decide later" }));
    await waitFor(() => expect(within(row("John Adam's U.S. passport (unexpired)")).getByRole('button', { name: /^Manage Files/ })).toBeInTheDocument());
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(visited).toContain('/section/0'), { timeout: 8000 });
    // The chat session the /section loader started may empty the list meanwhile: no redirect replaced /section/0.
    expect(visited).not.toContain('/section/1');
    await waitFor(() => expect(appStateStore.get().passedAutoExtractedStep).toBe(true));
    expect(calls.filter((c) => c.url.includes('/file/extract/'))).toHaveLength(1);
    // The values read go to the server's petition: section 0 asks the client to confirm them.
    expect(server.changes()).toContainEqual(expect.objectContaining({ type: 'extracted', passed: true, info: expect.objectContaining({ petBirthDate: '07/04/1985' }) }));
    await waitFor(() => expect(server.state?.extracted['pet.birthDate']).toMatchObject({ value: '07/04/1985', status: 'pending' }));
  }, 20_000);

  it('routes by one rule: extracted values lead to /section/0', () => {
    expect(routeAfterDocuments({ attachedCount: 0, extracted: { petFirstName: 'John' } })).toEqual({ path: '/section/1', passedAutoExtractedStep: false });
    // Processed, nothing extracted: section 0 says so (AX-17) without being listed.
    expect(routeAfterDocuments({ attachedCount: 2, extracted: { petFirstName: ' ' } })).toEqual({ path: '/section/0', passedAutoExtractedStep: false });
    expect(routeAfterDocuments({ attachedCount: 1, extracted: { petFirstName: 'John' } })).toEqual({ path: '/section/0', passedAutoExtractedStep: true });
  });
});

describe('required documents in Spanish', { timeout: 20_000 }, () => {
  afterEach(() => setLanguage('en', false));

  it('each requirement, its alternatives, rules and source read in Spanish; the instructions are cited as printed', async () => {
    await setLanguage('es', false);
    setup({ classificationBeneficiary: 'Fiancé(e) (K-1 visa)', citizenshipMethod: 'Naturalization' });
    await screen.findByRole('heading', { name: 'Prueba de la ciudadanía estadounidense de John Smith' });
    const citizenship = section('Prueba de la ciudadanía estadounidense de John Smith');
    expect(citizenship).toHaveTextContent('Peticionario/a');
    expect(citizenship).toHaveTextContent('Obligatorio');
    expect(citizenship).toHaveTextContent('Basta con uno de estos:');
    expect(within(citizenship).getAllByRole('row').map((r) => within(r).queryByRole('rowheader')?.textContent ?? '').filter(Boolean)).toEqual([
      'Pasaporte estadounidense (vigente) de John Adam', 'Certificado de naturalización de John Adam', 'Certificado de ciudadanía de John Adam',
      'Declaración de un funcionario consular sobre la ciudadanía y el pasaporte vigente de John Adam',
    ].map((t) => expect.stringContaining(t) as unknown as string));
    expect(citizenship).toHaveTextContent('Fuente: Form I-129F Instructions (edition 01/20/25), «What Evidence Must You Submit — Evidence of U.S. citizenship», página 8 (la mejor conocida)');
    // The quoted title and heading are English as printed: marked so, for screen readers (and the Spanish-journey check).
    expect([...citizenship.querySelectorAll('.evidence__source [lang="en"]')].map((e) => e.textContent)).toEqual([
      'Form I-129F Instructions (edition 01/20/25)', 'What Evidence Must You Submit — Evidence of U.S. citizenship',
    ]);
    expect(section('Declaración de la intención de casarse dentro de 90 días: Maria Lopez')).toHaveTextContent('No necesita notarización.');
  });
});
