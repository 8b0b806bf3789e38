import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors.ts';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>I-129F Preparer</title></head>
<body><main><h1>The web app is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p></main></body></html>`;

/**
 * Serves the built web app (apps/web/dist) and falls back to index.html for every non-/api GET so
 * React Router can handle deep links. Unknown /api paths get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasIndex = fs.existsSync(path.join(webDist, 'index.html'));
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
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) throw notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
    if (!hasIndex) return reply.status(200).type('text/html; charset=utf-8').send(NOT_BUILT);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
