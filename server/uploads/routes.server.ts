import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domains.server.ts';

/** Routes and hooks of the uploads domain. */
export async function registerUploads(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  void app;
  void ctx;
}
