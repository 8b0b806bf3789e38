import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePreloadPages } from '../src/http/web-app.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

// A build as Vite writes it with `build.manifest: true` (only the fields the server reads).
const MANIFEST = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_session-S.js'], css: ['assets/index-A.css'] },
  '_session-S.js': { file: 'assets/session-S.js' },
  '_engine-E.js': { file: 'assets/engine-E.js', imports: ['_session-S.js'] },
  // The app's second file, which index.html preloads itself (apps/web/scripts/chunk-groups.mjs).
  '_start-T.js': { file: 'assets/start-T.js', css: ['assets/start-T.css'] },
  'src/layout/AppLayout.tsx': { file: 'assets/AppLayout-L.js', imports: ['_session-S.js', '_start-T.js'], css: ['assets/AppLayout-L.css'] },
  'src/features/chat/ChatSectionPage.tsx': { file: 'assets/ChatSectionPage-P.js' },
  'src/features/chat/ChatScreen.tsx': { file: 'assets/ChatScreen-C.js', imports: ['_engine-E.js'], css: ['assets/ChatScreen-C.css'] },
  'src/features/questionnaire/QuestionnairePage.tsx': { file: 'assets/QuestionnairePage-Q.js' },
};
const INDEX =
  '<!doctype html><html><head><title>app</title><link rel="stylesheet" crossorigin href="/assets/start-T.css"><link rel="modulepreload" crossorigin href="/assets/start-T.js"></head><body><div id="root"></div></body></html>';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'i129f-web-'));
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await buildTestApp({ config: { webDist: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('index.html of a deep-linked page names its chunks (issue 12.4)', () => {
  it('a chat section preloads the layout, the page, the chat screen and their imports, not what the entry or index.html already loads', async () => {
    const page = await t.app.inject({ url: '/section/3?question=x' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    // Low priority: the page's chunks are not needed for the first paint (the shell), only after the entry ran.
    const preloads = [...page.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" fetchpriority="low">/g)].map((m) => m[1]);
    expect(preloads.sort()).toEqual(['/assets/AppLayout-L.js', '/assets/ChatScreen-C.js', '/assets/ChatSectionPage-P.js', '/assets/engine-E.js']);
    const styles = [...page.body.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)" fetchpriority="low">/g)].map((m) => m[1]);
    expect(styles.sort()).toEqual(['/assets/AppLayout-L.css', '/assets/ChatScreen-C.css']);
    expect(page.body.match(/start-T\.js/g)).toHaveLength(1);
    expect(page.body.indexOf('modulepreload')).toBeLessThan(page.body.indexOf('</head>'));
    expect(page.body).toContain('<div id="root"></div>');
  });

  it('the questionnaire preloads its own chunk; other pages get index.html unchanged', async () => {
    const questionnaire = await t.app.inject({ url: '/file-upload-quesionnaire' });
    expect(questionnaire.body).toContain('href="/assets/QuestionnairePage-Q.js"');
    expect(questionnaire.body).not.toContain('ChatScreen');
    for (const url of ['/login', '/section/abc', '/documents']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(INDEX);
    }
  });

  it('without a manifest there is nothing to add', () => {
    expect(routePreloadPages(path.join(t.dataDir, 'missing'))).toBeNull();
  });
});
