import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { petitionAfterSetup, petitionServer } from '../../test/petitionServer.ts';
import { renderRoute, signIn } from '../../test/renderRoute.tsx';

describe('/welcome', () => {
  it('lists the five steps, then asks for the three agreements', async () => {
    signIn();
    renderRoute('/welcome');
    const user = userEvent.setup();
    const steps = within(await screen.findByRole('main')).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('strong')?.textContent)).toEqual(['Sign up', 'Upload documents', 'Answer questions', 'Automatic check', 'Submission']);
    await user.click(screen.getByRole('button', { name: 'Start Application' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Quick Housekeeping');
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByRole('button', { name: 'Start Application' })).toBeInTheDocument();
  });

  it("moves the focus to the consent step's title after 'Start Application', and back to it after 'Go Back' (issue 21.2)", async () => {
    signIn();
    renderRoute('/welcome');
    const user = userEvent.setup();
    const start = await screen.findByRole('button', { name: 'Start Application' });
    start.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Quick Housekeeping' })).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByRole('button', { name: 'Start Application' })).toHaveFocus();
  });

  it('alerts until all three boxes are checked, then records acceptance and goes to /setup', async () => {
    signIn();
    const { calls: all } = mockFetch(on('POST', '/user/mark-accepted-conditions/john%40example.com', { status: 200, body: {} }));
    // Only changes count here; the layout's reads (open-comments banner) are not the test's business.
    const changes = () => all.filter((c) => c.method !== 'GET');
    const { router } = renderRoute('/welcome');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start Application' }));
    const boxes = screen.getAllByRole('checkbox');
    for (const box of [null, ...boxes.slice(0, 2)]) {
      if (box) await user.click(box);
      await user.click(screen.getByRole('button', { name: 'I Agree' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please agree to all statements before proceeding.');
    }
    expect(changes()).toHaveLength(0);
    await user.click(boxes[2]!);
    await user.click(screen.getByRole('button', { name: 'I Agree' }));
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/setup');
    // The acceptance, then (setup's petition) where the client is.
    expect(changes()[0]?.url).toMatch(/\/user\/mark-accepted-conditions\//);
    expect(changes().filter((c) => !c.url.includes('/petition/changes/'))).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}').acceptedConditions).toBe(true);
  });

  it('redirects to /setup once the conditions are accepted, for a client with no petition yet', async () => {
    signIn({ acceptedConditions: true });
    mockFetch();
    const { router } = renderRoute('/welcome');
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/setup');
  });

  it('lands where the client left off, on any device (the journey kept in the petition, issue 19)', async () => {
    signIn({ acceptedConditions: true });
    const state = { ...petitionAfterSetup([{ type: 'questionnaire', key: 'petitionerOtherNames', value: 'No' }]), journey: { last: '/file-upload-quesionnaire', reached: ['setup' as const, 'questionnaire' as const] } };
    mockFetch(petitionServer({ state, version: 4 }).handler);
    const { router } = renderRoute('/welcome');
    expect(await screen.findByText('Question 2 of 16')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/file-upload-quesionnaire');
  });
});
