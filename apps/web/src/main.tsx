import { createRoot } from 'react-dom/client';
import { preloadStoredCatalogue } from './i18n/catalogues.ts';
import './styles/global.css';
import './ui/ui.css';

// A stored language other than English: its texts start loading now, beside the app's code, not after it.
preloadStoredCatalogue();

// Two steps, each its own task (issue 12.4): React DOM here, then the app (app/start.tsx, fetched beside this file
// through a modulepreload link that vite.config.ts adds to index.html). The shell in index.html stays until React renders.
const root = createRoot(document.getElementById('root')!);
void import('./app/start.tsx').then(({ start }) => start(root));
