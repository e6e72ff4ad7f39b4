import type { Db } from '#engine/runtime/db/db-type.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { messages } from '#generated/messages.ts';
import { notifyUser } from '../../shared/notify.server.ts';
import { turnOff } from '../store.server.ts';

/** Where an owner manages their webhooks (the console's Settings > Webhooks). */
export const WEBHOOK_SETTINGS_LINK = '/admin/home/settings/webhooks';

/** Turns a webhook off because its endpoint is gone (410) or kept failing, and tells its owner (in the app and by e-mail, through the outbox). */
export async function disableWebhook(trx: Db, hook: { id: string; userId: string; callback: string }, reason: string): Promise<void> {
  await turnOff(trx, hook.id, reason);
  await notifyUser(trx, hook.userId, { type: 'general', title: messages.webhook.disabledTitle, message: fillMessage(messages.webhook.disabledText, { callback: hook.callback, reason }), link: WEBHOOK_SETTINGS_LINK });
}
