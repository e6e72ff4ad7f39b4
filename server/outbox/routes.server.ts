import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domains.server.ts';

/** Routes and hooks of the outbox domain. */
export async function registerOutbox(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  void app;
  void ctx;
}
