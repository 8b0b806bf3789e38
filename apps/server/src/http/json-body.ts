import type { FastifyInstance } from 'fastify';
import { AppError, errorText, type Text } from './errors.ts';
import { checkJsonShape, JSON_SHAPE_LIMITS, type JsonShapeProblem } from './json-limits.ts';

const SHAPE_MESSAGES: Record<NonNullable<JsonShapeProblem>['problem'], Text> = {
  depth: errorText('bodyTooDeep', { max: JSON_SHAPE_LIMITS.maxDepth }),
  items: errorText('bodyTooManyItems', { max: JSON_SHAPE_LIMITS.maxItems }),
  nul: errorText('bodyNul'),
};

/**
 * Only JSON bodies are accepted by default (text/plain is removed, so it answers 415). An empty
 * JSON body counts as no body: the web client sends Content-Type: application/json on POSTs
 * that carry nothing (e.g. mark-accepted-conditions). Multipart routes register their own parser.
 * Before parsing, the text's shape is checked without recursion (http/json-limits.ts): nesting deeper than
 * 64 levels, more than 20,000 entries in one array/object, or a NUL in a string → 400, never a stack overflow.
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
    const shape = checkJsonShape(text);
    if (shape) {
      const message = SHAPE_MESSAGES[shape.problem];
      done(new AppError(400, 'VALIDATION_FAILED', message, [{ path: '(body)', message }]), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
