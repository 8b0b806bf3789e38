import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { FirmLawyersPanel } from './FirmLawyersPanel.tsx';

const SAM = { email: 'sam@firm.test', fullName: 'Sam Second', twoFactorEnrolled: true };

describe('FirmLawyersPanel (issue 23.7)', () => {
  it('lists the other lawyers of the firm; Reset asks first, then resets and says a set-up link was mailed', async () => {
    let enrolled = true;
    const { calls } = mockFetch(
      (call) => (call.url.endsWith('/api/user/firm-lawyers') ? { body: { lawyers: [{ ...SAM, twoFactorEnrolled: enrolled }] } } : undefined),
      (call) => {
        if (!call.url.endsWith(`/api/user/reset-two-factor/${encodeURIComponent(SAM.email)}`)) return undefined;
        enrolled = false;
        return { body: { email: SAM.email, twoFactorReset: true, enrolmentLinkSent: true } };
      },
    );
    render(<FirmLawyersPanel />);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Other lawyers of your firm' });
    const sam = within(list).getByRole('listitem');
    expect(sam).toHaveTextContent('Sam Second');
    expect(sam).toHaveTextContent('Two-factor login set up');
    await user.click(within(sam).getByRole('button', { name: 'Reset two-factor login of Sam Second' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor login of Sam Second?' });
    expect(dialog).toHaveTextContent('a link to set up two-factor login again is e-mailed to sam@firm.test');
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor login' }));
    expect(await screen.findByText('Two-factor login of Sam Second was reset. A set-up link was e-mailed to them.')).toBeInTheDocument();
    expect(await within(list).findByText('Waiting for two-factor set-up')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`/api/user/reset-two-factor/${encodeURIComponent(SAM.email)}`]);
  });

  it('a lawyer alone in its firm is told so', async () => {
    mockFetch(on('GET', '/user/firm-lawyers', { body: { lawyers: [] } }));
    render(<FirmLawyersPanel />);
    expect(await screen.findByText('You are the only lawyer of your firm.')).toBeInTheDocument();
  });
});
