import type { Kysely } from 'kysely';

import type { Database } from '#generated/db.ts';

import type { AppConfig } from './config.server.ts';

/** What every domain's endpoints and registrations receive from the app: the database, the configuration, the paths taken. */
export interface DomainContext {
  db: Kysely<Database>;
  config: AppConfig;
  /** `METHOD /path` of every route registered so far (filled by an onRoute hook): generic resource routes skip these. */
  taken: Set<string>;
}
