import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { interview } from '@i129f/petition/interview.ts';
import { K1_COUPLE, runScript } from '@i129f/petition/transcripts/fixtures.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { signIn } from '../../test/renderRoute.tsx';
import { SectionList } from './SectionList.tsx';

const STATE = runScript(interview, K1_COUPLE);

function show(changes: unknown) {
  signIn({ acceptedConditions: true });
  const { calls } = mockFetch(on('GET', '/changes-since-pdf/john%40example.com', { body: changes }));
  render(
    <MemoryRouter>
      <SectionList state={STATE} current={1} />
    </MemoryRouter>,
  );
  return { calls, list: screen.getByRole('navigation', { name: /Interview sections|Secciones de la entrevista/ }) };
}

describe('section list: changed since the last PDF', { timeout: 30_000 }, () => {
  it('marks the sections the server names, with screen-reader text, and no other', async () => {
    const { list } = show({ generatedAt: 1, changedKeys: ['pet.birth.city', 'pet.email'], changedSectionIds: [1, 8], removedKeys: [] });
    const marked = await within(list).findAllByRole('link', { name: /changed since your last PDF/ });
    expect(marked.map((l) => l.getAttribute('href'))).toEqual(['/section/1', '/section/8']);
    expect(marked[1]).toHaveAccessibleName(/Place of Birth|birth/i);
    expect(list.querySelectorAll('.section-list__changed')).toHaveLength(2);
    for (const marker of list.querySelectorAll('.section-list__changed')) expect(marker).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no marker before any PDF (the server answers null)', async () => {
    const { list, calls } = show(null);
    await expect.poll(() => calls.filter((c) => c.url.includes('/changes-since-pdf/')).length).toBe(1);
    expect(within(list).getAllByRole('link').length).toBeGreaterThan(10);
    expect(within(list).queryAllByRole('link', { name: /changed since/ })).toEqual([]);
    expect(list.querySelector('.section-list__changed')).toBeNull();
  });

  it('says it in Spanish', async () => {
    await setLanguage('es', false);
    try {
      const { list } = show({ generatedAt: 1, changedKeys: ['pet.birth.city'], changedSectionIds: [8], removedKeys: [] });
      expect(await within(list).findByRole('link', { name: /cambió desde su último PDF/ })).toHaveAttribute('href', '/section/8');
    } finally {
      await setLanguage('en', false);
    }
  });
});
