import { config } from 'zod';

// Zod probes `new Function` once to choose a faster parser. Under the server's CSP (script-src 'self') the caught
// probe is still reported as an eval violation (browser console, Lighthouse best practices). Jitless skips it.
// Imported first by session/session.ts and app/start.tsx (the app, evaluated after main.tsx), before any schema parses.
config({ jitless: true });
