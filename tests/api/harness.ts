import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';

import { connectDatabase, type DatabaseHandle } from '#engine/runtime/db/connect.server.ts';
import { migrate } from '#engine/runtime/db/migrate.server.ts';
import type { Database } from '#generated/db.ts';
import { buildApp } from '#server/app.server.ts';
import { hashPassword } from '#server/auth/operations/password.server.ts';
import { signAccessToken } from '#server/auth/operations/tokens.server.ts';
import { type AppConfig, loadConfig } from '#server/config.server.ts';

import { type ReusedDatabase, reusedDatabase } from '../support/reused-database.ts';

const root = join(import.meta.dirname, '../..');

export interface TestApi {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** The database connection, for a second app on the same database (two processes sharing one). */
  handle: DatabaseHandle;
  config: AppConfig;
  /** A request through the whole HTTP stack (no network). */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** A call to `/api/v1<path>` as the token's holder (anonymous without one), with a JSON body when given. */
  v1(method: string, path: string, token?: string, payload?: object): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestSetup {
  /**
   * Keep the roles the migrations create (db/migrations/0014_roles_and_grants.sql), as the demo data needs.
   * Without it a suite starts with no role and grants what it tests (makeRole).
   */
  keepMigratedRoles?: boolean;
}

let migrated: Promise<Blob> | undefined;

/**
 * An empty embedded database with every migration applied, made once per test worker (the server test
 * files share their worker's modules, `isolate: false` in vitest.config.ts): each file starts its own
 * database from this copy instead of creating and migrating one.
 */
export function migratedImage(): Promise<Blob> {
  migrated ??= (async () => {
    const handle = await connectDatabase({ dataDir: 'memory' });
    await migrate(handle, root);
    const image = await handle.image!();
    await handle.close();
    return image;
  })();
  return migrated;
}

/**
 * A fresh API on its own database: in-memory PGlite (one the worker keeps between files, reset to the migrated
 * image: tests/support/reused-database.ts), or, when DATABASE_URL is set, a PostgreSQL schema of its own that is
 * dropped afterwards. The same suites run on both. `overrides` change the configuration (say `webhookPollMs: 0`,
 * to deliver webhooks only when the test says so).
 */
export async function startTestApi(overrides: Partial<AppConfig> = {}, setup: TestSetup = {}): Promise<TestApi> {
  const url = process.env.DATABASE_URL;
  const schema = url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  let handle: DatabaseHandle;
  let embedded: ReusedDatabase | undefined;
  if (url) {
    const admin = await connectDatabase({ url, poolSize: 1 });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    await admin.close();
    handle = await connectDatabase({ url, searchPath: schema, poolSize: 5 });
    await migrate(handle, root);
  } else {
    embedded = await reusedDatabase('migrated', migratedImage);
    handle = embedded.handle;
  }
  if (!setup.keepMigratedRoles) await handle.exec('DELETE FROM "role"');
  const dataDir = mkdtempSync(join(tmpdir(), 'nivaas-test-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_SECRET: 'test-secret-'.padEnd(40, 'x') }),
    seedDemo: false,
    ...overrides,
  };
  const app = await buildApp({ handle, config });
  const request: TestApi['request'] = ({ token, ...options }) =>
    app.inject({
      ...options,
      headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  return {
    app,
    db: app.db,
    handle,
    config,
    request,
    v1: (method, path, token, payload) =>
      request({
        method: method as InjectOptions['method'],
        url: `/api/v1${path}`,
        token,
        ...(payload ? { payload } : {}),
      }),
    async close() {
      await app.close();
      if (url) await handle.exec(`DROP SCHEMA ${schema} CASCADE`);
      if (embedded) embedded.release();
      else await handle.close();
    },
  };
}

let passwordHash: string | undefined;

/** Inserts a user directly and returns it with a valid access token. */
export async function makeUser(
  api: TestApi,
  fields: { userType: string; role?: string; email?: string; name?: string; phone?: string },
) {
  passwordHash ??= await hashPassword('Nivaas@123');
  const email = fields.email ?? `${fields.userType}-${randomBytes(4).toString('hex')}@nivaas.test`;
  const user = await api.db
    .insertInto('user')
    .values({ name: fields.name ?? 'Test User', ...fields, email, password: passwordHash } as any)
    .returning(['id', 'email', 'userType', 'role'])
    .executeTakeFirstOrThrow();
  const family = randomUUID();
  await api.db
    .insertInto('session')
    .values({
      userId: user.id,
      refreshTokenHash: randomBytes(32).toString('hex'),
      family,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    } as any)
    .execute();
  return { ...user, token: (await signAccessToken(user.id, family, api.config.authSecret)).token };
}

/** The admin, staff and finance roles as the seed defines them (modules with permission lists). */
export async function makeRole(api: TestApi, name: string, modules: { module: string; permissions: string[] }[]) {
  await api.db
    .insertInto('role')
    .values({
      name,
      userType: 'internal',
      modules: JSON.stringify(modules.map((m) => ({ ...m, label: m.module }))),
    } as any)
    .execute();
}
