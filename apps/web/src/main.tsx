import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from './api/client.ts';
import { routes } from './app/routes.tsx';
import './styles/global.css';
import './ui/ui.css';

const router = createBrowserRouter(routes);
// Spec §7: a 403 from any call has already cleared the session; show the login screen.
setUnauthorizedHandler(() => void router.navigate('/login', { replace: true }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
