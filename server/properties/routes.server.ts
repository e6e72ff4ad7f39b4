import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domains.server.ts';

/** Routes and hooks of the properties domain. */
export async function registerProperties(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  void app;
  void ctx;
}
