import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewResponse } from '@i129f/petition/api/review.ts';
import { routes } from '../../app/routes.tsx';
import { mockFetch, on } from '../../test/fetchMock.ts';
import { signIn } from '../../test/renderRoute.tsx';

afterEach(() => vi.unstubAllGlobals());

const row = (key: string, itemNo: string, label: string, answer: string, byBeneficiary: boolean) => ({
  id: `2|${itemNo}|${key}`, key, valueKey: key, part: 2, item: itemNo, page: 6, label, answer, changed: false, byBeneficiary, sectionId: 17, question: `Question for ${key}?`, derived: null,
});
const REVIEW: ReviewResponse = {
  client: { email: 'john@example.com', fullName: 'John Smith' },
  beneficiary: { fullName: 'Olga Ivanova', email: 'olga@example.com', active: true },
  status: 'ready',
  review: {
    items: [row('ben.parent1.family', '24.a', 'Parent 1: Family Name', 'Ivanoff', false), row('ben.parent1.given', '24.b', 'Parent 1: Given Name', 'Pyotr', true)],
    part8: [],
    sections: [],
    progressPercent: 5,
  },
  timeSpent: {},
  files: [],
  comments: [],
  lastReviewedAt: null,
  removedSinceReview: [],
  trail: [
    { id: 'a1', at: Date.UTC(2026, 10, 2), action: 'answer.change', outcome: 200, count: 1, actor: { role: 'BENEFICIARY', email: 'olga@example.com', fullName: 'Olga Ivanova', self: false }, file: null, answer: { key: 'ben.parent1.given', oldValue: null, newValue: 'Pyotr' } },
  ],
};

describe('/review: who answered what (issue 24)', () => {
  it("names the beneficiary, marks her answers in the items and names her in the trail", async () => {
    signIn({ email: 'law@example.com', userType: 'LAWYER', fullName: 'Larry Lawyer', acceptedConditions: true, role: 'lawyer' });
    mockFetch(on('GET', `/review/${encodeURIComponent('john@example.com')}`, { body: REVIEW }));
    const router = createMemoryRouter(routes, { initialEntries: [{ pathname: '/review', state: { reviewOf: { email: 'john@example.com', fullName: 'John Smith' } } }] });
    render(<RouterProvider router={router} />);
    const table = await screen.findByRole('table', { name: /2 items the PDF fills/ }, { timeout: 5000 });
    expect(screen.getByText(/The beneficiary, Olga Ivanova \(olga@example.com\), answers her own part/)).toBeInTheDocument();
    const [family, given] = within(table).getAllByRole('row').slice(1);
    expect(within(given!).getByRole('rowheader')).toHaveTextContent('Pyotr Answered by the beneficiary');
    expect(within(family!).getByRole('rowheader')).not.toHaveTextContent('Answered by the beneficiary');
    expect(screen.getAllByText(/Olga Ivanova \(Beneficiary/).length).toBeGreaterThan(0);
  });
});
