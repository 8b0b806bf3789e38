import './zodJitless.ts';
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../api/client.ts';
import { restoreLanguage } from '../i18n/i18n.ts';
import { routes } from './routes.tsx';
import { yieldToMain } from './yieldToMain.ts';

/**
 * The app itself (router, texts, session, the first pages), evaluated in a task of its own after React DOM
 * (main.tsx): a phone's main thread is never blocked by one long script evaluation (issue 12.4).
 */
export async function start(root: Root): Promise<void> {
  // This file's evaluation (router, texts, schemas) was one task; the router and the first render are the next.
  await yieldToMain();
  const router = createBrowserRouter(routes);
  // Spec §7: a 403 from any call has already cleared the session; show the login screen.
  setUnauthorizedHandler(() => void router.navigate('/login', { replace: true }));
  // The stored language's texts are ready before the first paint (Spanish is a chunk of its own; English is bundled).
  await restoreLanguage();
  // A transition: React renders the first page in slices, between which the browser can handle input.
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}
