import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';

import type { DomainContext } from '../domain-context.ts';
import { latestMessages, outboxPage } from './dev-outbox.server.ts';
import { deliverPending, startWorker, useProviders } from './message-delivery.server.ts';
import { providersFor } from './providers.server.ts';

export { deliverPending } from './message-delivery.server.ts';

/** How often the worker looks for pending messages. */
const POLL_MS = 1000;

/**
 * Outgoing messages: the delivery worker (started here, stopped when the app closes) and, outside
 * production only, GET /dev/outbox (HTML) and /dev/outbox.json listing what was sent, newest first.
 * SMTP_URL (and SMTP_FROM) choose SMTP for e-mail, TWILIO_* Twilio for SMS; otherwise files under `${dataDir}/outbox`.
 */
export async function register(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  const { db, config } = ctx;
  const providers = providersFor({
    production: config.production,
    outboxDir: join(config.dataDir, 'outbox'),
    env: process.env,
    log: app.log,
    twilio: config.twilio,
  });
  const release = useProviders(db, providers);
  const worker = startWorker(db, providers, { intervalMs: POLL_MS, log: app.log });
  app.addHook('onClose', async () => {
    await worker.stop();
    release();
  });

  if (config.production) return;
  const schema = { tags: ['Development'], summary: 'Messages sent outside production' };
  const fresh = async () => {
    await deliverPending(db, providers);
    return latestMessages(db);
  };
  app.get('/dev/outbox.json', { schema }, async () => fresh());
  app.get('/dev/outbox', { schema }, async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('Cache-Control', 'no-store')
      .send(outboxPage(await fresh())),
  );
}
