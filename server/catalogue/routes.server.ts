import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domains.server.ts';

/** Routes and hooks of the catalogue domain. */
export async function registerCatalogue(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  void app;
  void ctx;
}
