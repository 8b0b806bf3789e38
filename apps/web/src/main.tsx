import { createRoot } from 'react-dom/client';
import './styles/global.css';
import './ui/ui.css';

// Two steps, each its own task (issue 12.4): React DOM here, then the app (app/start.tsx, fetched beside this file
// through a modulepreload link that vite.config.ts adds to index.html). The shell in index.html stays until React renders.
const root = createRoot(document.getElementById('root')!);
void import('./app/start.tsx').then(({ start }) => start(root));
