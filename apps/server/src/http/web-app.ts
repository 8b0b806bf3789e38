import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound, errorText } from './errors.ts';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>I-129F Preparer</title></head>
<body><main><h1>The web app is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p></main></body></html>`;

/**
 * Serves the built web app (apps/web/dist) and falls back to index.html for every non-/api GET so
 * React Router can handle deep links. Unknown /api paths get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasIndex = fs.existsSync(path.join(webDist, 'index.html'));
  const preloaded = hasIndex ? routePreloadPages(webDist) : null;
  if (hasIndex) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: ['index.html'],
      // The build writes .br/.gz beside each text file (apps/web/scripts/precompress.mjs): sent to browsers that accept them.
      preCompressed: true,
      // Hashed file names under /assets never change: a phone keeps them; index.html is revalidated.
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: serving a placeholder page');
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) throw notFound(errorText('noRoute', { method: request.method, path: request.url.split('?')[0] ?? '' }));
    if (!hasIndex) return reply.status(200).type('text/html; charset=utf-8').send(NOT_BUILT);
    const withPreloads = preloaded?.(request.url.split('?')[0]!);
    if (withPreloads) return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(withPreloads);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

/**
 * Deep links to the heaviest signed-in pages (issue 12.4): the index.html sent for them names the layout's and the
 * page's chunks as `<link rel="modulepreload">` (and their CSS as preload), read from Vite's build manifest, so a phone
 * fetches them beside the main chunk instead of one after another (main → layout and page → chat screen). They are
 * fetched at low priority: the first paint (the shell in index.html) does not wait for them. Keys are
 * source paths relative to apps/web; a page missing from the manifest is skipped. Returns null without a manifest.
 */
const ROUTE_MODULES: [RegExp, string[]][] = [
  [/^\/section\/\d+\/?$/, ['src/layout/AppLayout.tsx', 'src/features/chat/ChatSectionPage.tsx', 'src/features/chat/ChatScreen.tsx']],
  [/^\/file-upload-quesionnaire\/?$/, ['src/layout/AppLayout.tsx', 'src/features/questionnaire/QuestionnairePage.tsx']],
];

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };

export function routePreloadPages(webDist: string): ((pathname: string) => string | null) | null {
  let manifest: Record<string, ManifestChunk>;
  let index: string;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    index = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  const inEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, inEntry);
  const pages = ROUTE_MODULES.map(([pattern, keys]): [RegExp, string] => {
    const needed = new Set<string>();
    for (const key of keys) walk(key, needed);
    const links: string[] = [];
    const css = new Set<string>();
    // index.html itself may already name a chunk (the build preloads the app's second file): not named twice.
    const named = (file: string) => index.includes(`href="/${file}"`);
    for (const key of needed) {
      if (inEntry.has(key)) continue;
      const chunk = manifest[key]!;
      if (!named(chunk.file)) links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}" fetchpriority="low">`);
      for (const file of chunk.css ?? []) if (!named(file)) css.add(file);
    }
    for (const file of css) links.push(`<link rel="preload" as="style" crossorigin href="/${file}" fetchpriority="low">`);
    return [pattern, links.length ? index.replace('</head>', `${links.join('')}</head>`) : index];
  });
  return (pathname) => pages.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
