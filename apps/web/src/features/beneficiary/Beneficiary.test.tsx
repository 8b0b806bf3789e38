import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { BeneficiaryAnswersResponse, BeneficiaryPetitionResponse } from '@i129f/petition/api/beneficiary.ts';
import { createInterviewState } from '@i129f/petition/engine/state.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';
import { sessionStore } from '../../session/session.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { visibleItems, SIDE_NAV, USER_MENU } from '../../layout/navItems.ts';

const HER = { fullName: 'Olga Ivanova', email: 'olga@example.com', userType: 'BENEFICIARY' as const, acceptedConditions: false, role: 'u' as const };
const LINK = { id: 'l1', status: 'active' as const, email: 'olga@example.com', fullName: 'Olga Ivanova', language: 'es' as const, createdAt: 1, expiresAt: 2, acceptedAt: 1, revokedAt: null };

afterEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  await setLanguage('en', false);
});

describe('issue 24: the beneficiary', () => {
  it('accepts her invitation in the language the petitioner chose, with a password of her own, and lands on her part', async () => {
    const { calls } = mockFetch(
      on('POST', '/beneficiary/invitation/check', { body: { email: HER.email, fullName: HER.fullName, petitionerName: 'John Smith', language: 'es' } }),
      on('POST', '/beneficiary/invitation/accept', { body: { user: { ...HER, language: 'es' }, token: 'tok-her', tokenExpiry: Date.now() + 3_600_000 } }),
      on('GET', '/beneficiary/petition', { body: { state: null, version: 0, locked: null, petitioner: { fullName: 'John Smith' }, sections: [], requests: [] } }),
    );
    const { router } = renderRoute('/beneficiary-invitation#token=tok-B');
    // Spanish, as the petitioner chose for her.
    expect(await screen.findByRole('heading', { name: 'Responda su parte de la petición' })).toBeInTheDocument();
    expect(screen.getByText(/John Smith prepara la petición I-129F/)).toBeInTheDocument();
    expect(router.state.location.hash).toBe('');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Contraseña'), 'Passw0rd!');
    await user.type(screen.getByLabelText('Confirme la contraseña'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Elegir contraseña y continuar' }));
    expect(await screen.findByRole('heading', { name: 'Su parte de la petición' })).toBeInTheDocument();
    const accept = calls.find((c) => c.url.endsWith('/beneficiary/invitation/accept'))!;
    expect(accept.headers.get('X-Beneficiary-Token')).toBe('tok-B');
    expect(accept.body).toEqual({ password: 'Passw0rd!', language: 'es' });
    expect(sessionStore.get().userInfo?.userType).toBe('BENEFICIARY');
    // Her language is kept in this browser too: a reload of her chat stays in Spanish.
    expect(localStorage.getItem('language')).toBe('es');
  });

  it('her menus lead to her part, her activity and her data only', () => {
    const user = { ...HER };
    expect(visibleItems(SIDE_NAV, user).map((i) => i.to)).toEqual(['/my-part']);
    expect(visibleItems(USER_MENU, user).map((i) => i.to)).toEqual(['/my-part', '/activity', '/your-data']);
  });

  it('her home lists her sections and the changes asked for, each with a link to its question', async () => {
    signIn(HER);
    const part: BeneficiaryPetitionResponse = {
      state: createInterviewState({ asOf: '01/01/2026' }),
      version: 3,
      locked: null,
      petitioner: { fullName: 'John Smith' },
      sections: [
        { id: 16, status: 'in_progress' },
        { id: 17, status: 'changes_requested' },
      ],
      requests: [{ id: 'r1', sectionId: 17, answerKey: 'ben.parent1.given', label: 'Given name', body: 'His passport says Pyotr.', createdAt: 1, resolvedAt: null }],
    };
    mockFetch(on('GET', '/beneficiary/petition', { body: part }));
    renderRoute('/my-part');
    expect(await screen.findByText(/John Smith is preparing the I-129F petition/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Open Beneficiary's Parent 1" })).toHaveAttribute('href', '/my-part/section/17');
    expect(screen.getByText('His passport says Pyotr.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to this question' })).toHaveAttribute('href', '/my-part/section/17?question=ben.parent1.given');
  });

  it('uploads her passport from her home and sees what was read from it', async () => {
    signIn(HER);
    const part = { state: createInterviewState({ asOf: '01/01/2026' }), version: 1, locked: null, petitioner: { fullName: 'John Smith' }, sections: [], requests: [] };
    const { calls } = mockFetch(
      on('GET', '/beneficiary/petition', { body: part }),
      on('POST', '/beneficiary/passport', { body: { fileName: 'passport.png', values: { benLastName: 'Kovalenko', benPassportNumber: 'FK1234567' } } }),
    );
    renderRoute('/my-part');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Passport, biographic page'), new File(['png'], 'passport.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Your passport was uploaded (passport.png).')).toBeInTheDocument();
    expect(screen.getByText('Kovalenko')).toBeInTheDocument();
    expect(screen.getByText('Passport number')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/beneficiary/passport'))?.body).toBeInstanceOf(FormData);
  });

  it('her home says so when her access ended (410), without signing her out', async () => {
    signIn(HER);
    mockFetch(on('GET', '/beneficiary/petition', { status: 410, body: { code: 'ACCESS_ENDED', message: 'x' } }));
    renderRoute('/my-part');
    expect(await screen.findByText(/Your access to this petition has ended/)).toBeInTheDocument();
    expect(sessionStore.get().token).toBe('tok-1');
  });
});

describe('issue 24: the petitioner', () => {
  const answers = (choice: 'hers' | 'his' | null): BeneficiaryAnswersResponse => ({
    link: LINK,
    locked: false,
    requests: [],
    sections: [
      {
        id: 17,
        status: 'answered',
        complete: true,
        conflicts: choice ? 0 : 1,
        items: [
          { key: 'ben.parent1.family', sectionId: 17, label: 'Family name', hers: 'Ivanov', his: 'Ivanoff', fromHer: false, conflict: choice === null, choice },
          { key: 'ben.parent1.given', sectionId: 17, label: 'Given name', hers: 'Petr', his: null, fromHer: false, conflict: false, choice: null },
        ],
      },
    ],
  });

  it('sees both answers side by side, chooses, confirms, and asks for a change with a comment', async () => {
    signIn();
    let choice: 'hers' | 'his' | null = null;
    const { calls } = mockFetch(
      (call) => (call.url.endsWith('/beneficiary/answers') ? { body: answers(choice) } : undefined),
      (call) => {
        if (!call.url.endsWith('/beneficiary/choices')) return undefined;
        choice = (call.body as { keep: 'hers' | 'his' }).keep;
        return { body: call.body };
      },
      on('POST', '/beneficiary/sections/17/confirm', { body: { sectionId: 17, version: 9, complete: true } }),
      on('POST', '/beneficiary/requests', { status: 201, body: { id: 'r1' } }),
    );
    renderRoute('/beneficiary-answers');
    const section = await screen.findByRole('region', { name: "Beneficiary's Parent 1" });
    const family = within(section).getAllByRole('listitem')[0]!;
    expect(within(family).getByText('Ivanov')).toBeInTheDocument();
    expect(within(family).getByText('Ivanoff')).toBeInTheDocument();
    const confirm = within(section).getByRole('button', { name: /Confirm this section/ });
    expect(confirm).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(family).getByRole('button', { name: 'Keep my answer' }));
    expect(await within(section).findByText('Your answer stays in the form.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: /Confirm this section/ }));
    expect(await within(section).findByText('Confirmed: these answers are in the form.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/beneficiary/sections/17/confirm') && c.method === 'POST')).toBe(true);
    const given = within(section).getAllByRole('listitem')[1]!;
    await user.click(within(given).getByRole('button', { name: /Ask for a change/ }));
    await user.type(within(given).getByRole('textbox'), 'Check his passport.');
    await user.click(within(given).getByRole('button', { name: 'Send the request' }));
    expect(await within(given).findByText(/The request takes them to this question/)).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/beneficiary/requests'))?.body).toEqual({ sectionId: 17, answerKey: 'ben.parent1.given', body: 'Check his passport.' });
  });
});
