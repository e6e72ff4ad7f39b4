import { ApiError, invalid } from '#engine/runtime/errors.ts';
import type { HooksBySlug } from '#engine/runtime/resources/hooks.server.ts';
import { messages } from '#generated/messages.ts';
import type { AppConfig } from '../config.server.ts';
import { privateCallbackProblem, type Lookup } from './callback-address.server.ts';
import { newSecret } from './secrets.server.ts';

/** In production a callback must resolve to public addresses only (checked again at every send). */
export async function checkCallback(url: unknown, production: boolean, lookup?: Lookup): Promise<void> {
  if (!production || typeof url !== 'string') return;
  const problem = await privateCallbackProblem(url, lookup);
  if (problem) throw invalid({ callback: problem === 'private' ? messages.webhook.privateCallback : messages.webhook.unresolvable });
}

/**
 * Every webhook, however it is written (POST /api/v1/webhooks, the console), gets its signing secret
 * from the server, and points at a public address in production. Turning a disabled webhook back on
 * starts its failure count afresh. The secret changes only by rotation (POST /webhooks/{id}/rotate-secret).
 */
export function webhookHooks(config: Pick<AppConfig, 'production'>): HooksBySlug {
  return {
    webhook: {
      async beforeCreate(_ctx, data) {
        await checkCallback(data.callback, config.production);
        return { ...data, secret: newSecret() };
      },
      async beforeUpdate(_ctx, changes, existing) {
        if ('callback' in changes) await checkCallback(changes.callback, config.production);
        if (changes.active === true && existing.active !== true) return { ...changes, failingSince: null, disabledReason: null };
        return changes;
      },
    },
  };
}

/** 409 for an action that needs the webhook turned on. */
export const webhookOff = () => new ApiError(409, 'webhook_inactive', messages.webhook.inactive);
