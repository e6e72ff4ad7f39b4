import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';
import type { AppConfig } from './config.server.ts';

export interface DomainContext {
  db: Kysely<Database>;
  config: AppConfig;
  /** `METHOD /path` of every route registered so far (filled by an onRoute hook): generic resource routes skip these. */
  taken: Set<string>;
}

/** Each domain folder registers its routes and hooks here. */
export async function registerDomains(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  void app;
  void ctx;
}
