import type { Kysely } from 'kysely';

import type { Database } from '#generated/db.ts';

/** The application's database: Kysely typed by the generated tables. The one declaration of it. */
export type Db = Kysely<Database>;
