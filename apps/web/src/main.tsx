import './app/zodJitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from './api/client.ts';
import { routes } from './app/routes.tsx';
import { restoreLanguage } from './i18n/i18n.ts';
import './styles/global.css';
import './ui/ui.css';

const router = createBrowserRouter(routes);
// Spec §7: a 403 from any call has already cleared the session; show the login screen.
setUnauthorizedHandler(() => void router.navigate('/login', { replace: true }));

// The stored language's texts are ready before the first paint (Spanish is a chunk of its own; English is bundled).
void restoreLanguage().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
