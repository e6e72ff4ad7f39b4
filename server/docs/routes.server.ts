import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domains.server.ts';

/** Routes and hooks of the docs domain. */
export async function registerDocs(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  void app;
  void ctx;
}
