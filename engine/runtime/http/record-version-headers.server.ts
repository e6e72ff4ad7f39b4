import type { FastifyReply, FastifyRequest } from 'fastify';

import { versionFor, type WriteConditions } from '../resources/record-version.server.ts';

/** Sends a record a generic operation answered, with its version as `ETag` (issue 35, decision 058). */
export function versioned(reply: FastifyReply, record: object): FastifyReply {
  const version = versionFor(record);
  if (version) reply.header('ETag', version);
  return reply.send(record);
}

/** The conditions an update or a delete was sent with: its `If-Match` header. */
export function writeConditions(request: FastifyRequest): WriteConditions {
  const header = request.headers['if-match'];
  return header === undefined ? {} : { ifMatch: Array.isArray(header) ? header.join(', ') : header };
}
