import type { FastifyError, FastifyInstance } from 'fastify';

import { fillMessage } from '#engine/runtime/messages.ts';
import { messages } from '#generated/messages.ts';

import { ApiError } from '../errors.ts';
import { staleVersion } from '../resources/record-version.server.ts';
import { registerRequestGuards } from './request-guards.server.ts';

/**
 * One error shape for every answer: `{ code, message, errors? }`. Client mistakes keep their status
 * (malformed JSON 400, too large 413, wrong content type 415); anything unexpected is logged and
 * answered 500 with no stack trace or SQL. Malformed input (bodies nested too deep, text PostgreSQL cannot store)
 * is refused before any handler runs (request-guards.server.ts).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  registerRequestGuards(app);
  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    const stale = staleVersion(error);
    if (stale) reply.header('ETag', stale);
    if (error instanceof ApiError) return reply.status(error.status).send(error.toJSON());
    const fe = error as FastifyError;
    if (
      fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error instanceof SyntaxError ||
      fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.status(400).send({ code: 'invalid_json', message: messages.request.invalidJson });
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send({ code: 'too_large', message: messages.request.tooLarge });
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.status(415).send({ code: 'unsupported_media_type', message: messages.request.unsupportedMediaType });
    const status = fe.statusCode;
    if (status && status >= 400 && status < 500)
      return reply.status(status).send({ code: fe.code ?? 'bad_request', message: error.message });
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ code: 'internal', message: messages.request.internal });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: 'not_found',
      message: fillMessage(messages.request.noRoute, { method: request.method, path: request.url.split('?')[0] }),
    }),
  );
}
