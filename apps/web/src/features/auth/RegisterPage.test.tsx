import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@i129f/petition/account/messages.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { renderRoute } from '../../test/renderRoute.tsx';

async function fill(values: { password?: string; confirm?: string; first?: string } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First and Last Name'), values.first ?? 'John Smith');
  await user.type(screen.getByLabelText('Email'), 'john@example.com');
  await user.type(screen.getByLabelText('Password', { exact: true }), values.password ?? 'Passw0rd!');
  await user.type(screen.getByLabelText('Confirm Password'), values.confirm ?? values.password ?? 'Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('/register', () => {
  it('has the required fields and a sign-in link', () => {
    renderRoute('/register');
    // R-02, AUTH-06: one 'First and Last Name' field, all four required.
    for (const label of ['First and Last Name', 'Email', 'Confirm Password']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Password', { exact: true })).toBeRequired();
    expect(screen.queryByLabelText('First Name')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the password rule and sends nothing', async () => {
    const { calls } = mockFetch();
    renderRoute('/register');
    await fill({ password: 'abc' });
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordRule)).toBeInTheDocument();
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // Focus moves from the submit button to the first field in error.
    expect(screen.getByLabelText('Password', { exact: true })).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it("shows 'Passwords do not match.' and sends nothing", async () => {
    const { calls } = mockFetch();
    renderRoute('/register');
    await fill({ confirm: 'Passw0rd?' });
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("VAL-49: 'a@b' shows 'Please enter a valid email.' and sends nothing (not 'Invalid Request')", async () => {
    const { calls } = mockFetch();
    renderRoute('/register');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First and Last Name'), 'John Smith');
    await user.type(screen.getByLabelText('Email'), 'a@b');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Passw0rd!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.queryByText('Invalid Request')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('checks the names with the shared validator', async () => {
    mockFetch();
    renderRoute('/register');
    await fill({ first: 'J0hn Smith' });
    expect(screen.getByText(ACCOUNT_MESSAGES.nameInvalid)).toBeInTheDocument();
  });

  it('sends the spec payload (and the page language, kept on the account: issue 21.5) and goes to /login on 200', async () => {
    const { calls } = mockFetch(on('POST', '/user/register', { status: 200, body: {} }));
    const { router } = renderRoute('/register');
    await fill();
    expect(await screen.findByText('Your account was created. Please sign in.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls[0]?.body).toEqual({ email: 'john@example.com', password: 'Passw0rd!', fullName: 'John Smith', userType: 'CLIENT', parentEmail: '', language: 'en' });
  });

  it("409 shows 'Invalid Request' and that the account exists", async () => {
    mockFetch(on('POST', '/user/register', { status: 409, body: { error: 'Conflict', code: 'EMAIL_TAKEN', message: 'exists' } }));
    renderRoute('/register');
    await fill();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid Request');
    expect(alert).toHaveTextContent('already exists');
  });

  it('a network failure only stops the spinner', async () => {
    mockFetch(() => new TypeError('Failed to fetch'));
    renderRoute('/register');
    await fill();
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('First and Last Name')).toHaveValue('John Smith');
  });
});
