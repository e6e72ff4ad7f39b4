import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domains.server.ts';

/** Routes and hooks of the users domain. */
export async function registerUsers(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  void app;
  void ctx;
}
