import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { UserInfo } from '@i129f/petition/api/auth.ts';
import { setUnauthorizedHandler } from '../api/client.ts';
import { routes } from '../app/routes.tsx';
import { startSession } from '../session/session.ts';

export const CLIENT: UserInfo = {
  fullName: 'John Smith',
  email: 'john@example.com',
  userType: 'CLIENT',
  acceptedConditions: false,
  role: 'u',
};

export function signIn(user: Partial<UserInfo> = {}) {
  startSession({ user: { ...CLIENT, ...user }, token: 'tok-1', tokenExpiry: Date.now() + 3_600_000 });
}

/** Renders the real route table in a memory router at `path`. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setUnauthorizedHandler(() => void router.navigate('/login', { replace: true }));
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
