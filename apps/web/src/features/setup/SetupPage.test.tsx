import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@i129f/petition/account/messages.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';

const input = () => screen.getByRole('textbox');

describe('/setup', () => {
  it('walks the six steps with the keyboard and stores benPetNames on Finish', async () => {
    signIn({ acceptedConditions: true });
    const { router } = renderRoute('/setup');
    const user = userEvent.setup();
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();

    await user.keyboard('John{Enter}');
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(screen.getByLabelText('What is your middle name?')).toHaveFocus();
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
    expect(JSON.parse(localStorage.getItem('root') ?? '{}').benPetNames).toEqual({
      petitionerFirstName: 'John',
      petitionerSecondName: 'Adam',
      petitionerLastName: 'Smith',
      beneficiaryFirstName: 'Maria',
      beneficiarySecondName: 'Elena',
      beneficiaryLastName: 'Lopez',
    });
  });

  it('validates first names only', async () => {
    signIn();
    renderRoute('/setup');
    const user = userEvent.setup();
    await screen.findByText('Step 1 of 6');
    await user.keyboard('{Enter}');
    expect(screen.getByText(ACCOUNT_MESSAGES.nameInvalid)).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    await user.keyboard('John{ArrowRight}');
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    await user.keyboard('{Enter}123{Enter}');
    expect(screen.getByText('Step 4 of 6')).toBeInTheDocument();
  });

  it('shows the header progress bar at step 0 (12.5 %)', async () => {
    signIn();
    renderRoute('/setup');
    const bar = await screen.findByRole('progressbar', { name: 'Application progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '12.5');
    expect(bar.firstElementChild).toHaveStyle({ width: '12.5%' });
  });
});
