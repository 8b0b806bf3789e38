import type { FastifyInstance } from 'fastify';

/**
 * Only JSON bodies are accepted by default (text/plain is removed, so it answers 415). An empty
 * JSON body counts as no body: the web client sends Content-Type: application/json on POSTs
 * that carry nothing (e.g. mark-accepted-conditions). Multipart routes register their own parser.
 */
export function configureBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
