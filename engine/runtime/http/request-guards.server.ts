import type { FastifyInstance } from 'fastify';

import { messages } from '#generated/messages.ts';

import { ApiError } from '../errors.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../json-depth.ts';
import { fillMessage } from '../messages.ts';
import { refuseBadText } from '../text-rule.ts';

/**
 * Malformed input stops at the door, with the one error shape, for every route (domain routes and
 * generated resources alike):
 * - a JSON body nested more than MAX_JSON_DEPTH levels is refused (400 too_deep) from its raw text,
 *   before it is parsed or walked; parsing itself stays Fastify's (body limit → 413, `__proto__` and
 *   `constructor.prototype` poisoning as the instance is configured);
 * - every string and key of the body, the query string and the path parameters follows the text rule
 *   (no NUL, no lone surrogate: 400 invalid_text naming the field).
 */
export function registerRequestGuards(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig as {
    onProtoPoisoning?: 'error' | 'remove' | 'ignore';
    onConstructorPoisoning?: 'error' | 'remove' | 'ignore';
  };
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new ApiError(400, 'too_deep', fillMessage(messages.request.tooDeep, { max: MAX_JSON_DEPTH })), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
  app.addHook('preValidation', async (request) => {
    for (const [name, value] of Object.entries(request.params ?? {}))
      refuseBadText(value, name === '*' ? 'path' : name);
    refuseBadText(request.query, '');
    refuseBadText(request.body, typeof request.body === 'string' ? 'body' : '');
  });
}
