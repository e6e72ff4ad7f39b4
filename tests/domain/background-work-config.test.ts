import { describe, expect, it } from 'vitest';

import { loadConfig } from '#server/config.server.ts';

/** The background workers' settings are read once, with the rest of the configuration (server/config.server.ts). */
const config = (env: Record<string, string>) =>
  loadConfig({ AUTH_SECRET: 'config-test-'.padEnd(40, 'x'), DATA_DIR: '/tmp/nivaas-config-test', ...env });

describe('webhook worker settings', () => {
  it('WEBHOOK_LEASE_MS sets the lease when it is a whole number of milliseconds of at least a second', () => {
    expect(config({ WEBHOOK_LEASE_MS: '5000' }).webhookLeaseMs).toBe(5000);
    expect(config({ WEBHOOK_LEASE_MS: '1000' }).webhookLeaseMs).toBe(1000);
  });

  it('leaves the webhooks their own lease when WEBHOOK_LEASE_MS is unset, too short or not a number', () => {
    for (const value of ['', '999', '2.5', '30s', '-5000']) {
      expect(config({ WEBHOOK_LEASE_MS: value }).webhookLeaseMs).toBeUndefined();
    }
    expect(config({}).webhookLeaseMs).toBeUndefined();
  });

  it('WEBHOOK_POLL_MS 0 runs no worker; unset polls every second', () => {
    expect(config({ WEBHOOK_POLL_MS: '0' }).webhookPollMs).toBe(0);
    expect(config({}).webhookPollMs).toBe(1000);
  });
});
