import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domains.server.ts';

/** Routes and hooks of the auth domain. */
export async function registerAuth(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  void app;
  void ctx;
}
