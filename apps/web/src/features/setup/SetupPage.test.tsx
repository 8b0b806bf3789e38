import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@i129f/petition/account/messages.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { mockFetch } from '../../test/fetchMock.ts';
import { NAMES, petitionServer, petitionWith } from '../../test/petitionServer.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';

const input = () => screen.getByRole('textbox');

describe('/setup', () => {
  afterEach(() => setLanguage('en', false));

  it('walks the six steps with the keyboard and sends each name to the server’s petition as it is given', async () => {
    signIn({ acceptedConditions: true });
    const { petition: server } = mockFetch();
    const { router } = renderRoute('/setup');
    const user = userEvent.setup();
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();

    await user.keyboard('John{Enter}');
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(screen.getByLabelText('What is your middle name?')).toHaveFocus();
    await waitFor(() => expect(server.state?.names.petitionerFirstName).toBe('John'));
    await user.keyboard('Adam{ArrowRight}');
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(input()).toHaveValue('Adam');
    await user.keyboard('{ArrowRight}Smith{Enter}Maria{Enter}Elena{Enter}');
    expect(screen.getByText('Step 6 of 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    await user.keyboard('Lopez{Enter}');

    await screen.findByRole('heading', { name: 'A few questions about your case' });
    expect(router.state.location.pathname).toBe('/file-upload-quesionnaire');
    await waitFor(() => expect(server.state?.names).toEqual(NAMES));
    // One name per change, in the order given (Adam twice: once by →, once by → after ←).
    const names = server.changes().flatMap((c) => (c.type === 'names' ? Object.keys(c.names) : []));
    expect(names.filter((k) => k !== 'petitionerSecondName')).toEqual(['petitionerFirstName', 'petitionerLastName', 'beneficiaryFirstName', 'beneficiarySecondName', 'beneficiaryLastName']);
    // The chat will not ask them again, and this browser keeps none of them.
    expect(server.state?.answers).toMatchObject({ 'pet.name.given': 'John', 'ben.name.family': 'Lopez' });
    expect(localStorage.getItem('root')).not.toContain('Lopez');
  });

  it('requires the first names; a middle name may stay empty; a name the form cannot take is refused by the engine and not sent', async () => {
    signIn();
    const { petition: server } = mockFetch();
    renderRoute('/setup');
    const user = userEvent.setup();
    await screen.findByText('Step 1 of 6');
    await user.keyboard('{Enter}');
    expect(screen.getByText(ACCOUNT_MESSAGES.nameInvalid)).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    await user.keyboard('John{ArrowRight}');
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    await user.keyboard('{Enter}123{Enter}');
    // Issue 19: the petition's engine checks every name, in the browser and on the server (setup's own check is
    // the first names' only, spec §5).
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Invalid name\./);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input());
    await user.keyboard('Smith{Enter}');
    expect(screen.getByText('Step 4 of 6')).toBeInTheDocument();
    await waitFor(() => expect(server.state?.names).toMatchObject({ petitionerFirstName: 'John', petitionerSecondName: '', petitionerLastName: 'Smith' }));
    expect(JSON.stringify(server.changes())).not.toContain('123');
  });

  it('a name in another alphabet is refused with its Latin spelling, in the reader’s language (issue 24)', async () => {
    signIn({ acceptedConditions: true });
    const { petition: server } = mockFetch();
    renderRoute('/setup');
    const user = userEvent.setup();
    await screen.findByText('Step 1 of 6');
    await user.keyboard('John{Enter}{Enter}Smith{Enter}Maria{Enter}{Enter}Иванова{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('This item of the form needs Latin letters, as the passport writes them, for example Ivanova.');
    expect(JSON.stringify(server.changes())).not.toContain('Иванова');
    await setLanguage('es', false);
    await user.click(await screen.findByRole('button', { name: 'Terminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este punto del formulario necesita letras latinas, como las escribe el pasaporte, por ejemplo Ivanova.');
  });

  it('a client who comes back (on any device) continues at the first name not given yet', async () => {
    signIn({ acceptedConditions: true });
    const server = petitionServer({ state: petitionWith([{ type: 'names', names: { petitionerFirstName: 'John', petitionerLastName: 'Smith' } }]), version: 2 });
    mockFetch(server.handler);
    renderRoute('/setup');
    expect(await screen.findByText('Step 4 of 6')).toBeInTheDocument();
    expect(screen.getByLabelText("What is your beneficiary's first name?")).toHaveValue('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('What is your last name?')).toHaveValue('Smith');
  });

  it('shows the header progress bar at step 0 (12.5 %)', async () => {
    signIn();
    mockFetch();
    renderRoute('/setup');
    const bar = await screen.findByRole('progressbar', { name: 'Application progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '12.5');
    expect(bar.firstElementChild).toHaveStyle({ width: '12.5%' });
  });
});
