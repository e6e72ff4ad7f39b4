import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pruneAuditTrail } from '#server/audit/operations/retention.server.ts';
import { insertAuditEntry } from '#server/audit/store.server.ts';
import { loadConfig } from '#server/config.server.ts';

import { startTestApi, type TestApi } from '../harness.ts';

/** AUDIT_RETENTION_DAYS: entries older than the setting go, in batches; newer ones stay; off by default. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ webhookPollMs: 0 });
}, 120_000);
afterAll(() => api?.close());

const DAY = 86_400_000;
const now = new Date('2030-06-30T12:00:00.000Z');
const entry = (daysAgo: number) => ({
  createdAt: new Date(now.getTime() - daysAgo * DAY).toISOString(),
  via: 'system' as const,
  actorType: 'system',
  resource: 'bond',
  recordId: randomUUID(),
  action: `aged${daysAgo}`,
});

describe('audit retention', () => {
  it('is off unless AUDIT_RETENTION_DAYS is set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).auditRetentionDays).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90);
  });

  it('deletes the entries older than the setting, a batch at a time, and keeps the rest', async () => {
    for (const daysAgo of [400, 300, 200, 120, 95, 91, 89, 10, 0]) await insertAuditEntry(api.db, entry(daysAgo));
    const statements: string[] = [];
    const counting = api.db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'DeleteQueryNode') statements.push('delete');
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    expect(await pruneAuditTrail(counting, { days: 90, now, batch: 2 })).toBe(6);
    // Six old entries in batches of two: three full batches and the empty one that ends it.
    expect(statements).toHaveLength(4);
    const left = await api.db
      .selectFrom('audit_entry')
      .select('action')
      .where('action', 'like', 'aged%')
      .orderBy('createdAt')
      .execute();
    expect(left.map((e) => e.action)).toEqual(['aged89', 'aged10', 'aged0']);
    expect(await pruneAuditTrail(api.db, { days: 90, now })).toBe(0);
  });
});
