import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domains.server.ts';

/** Routes and hooks of the accounts domain. */
export async function registerAccounts(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  void app;
  void ctx;
}
