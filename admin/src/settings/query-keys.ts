/**
 * Settings' react-query keys, each under the react-admin resource it reads (api-token, webhook), so react-admin's
 * refresh and invalidations of those resources reach them.
 */
export const TOKENS_KEY = ['api-token', 'settingsTokens'] as const;
export const WEBHOOKS_KEY = ['webhook', 'settingsWebhooks'] as const;
export const WEBHOOK_EVENTS_KEY = ['webhook', 'settingsWebhookEvents'] as const;
/** One webhook, under the list's key, so refreshing the list refreshes it too. */
export const webhookKey = (id: string) => [...WEBHOOKS_KEY, id] as const;
/** Everything a webhook's delivery log caches. */
export const LOG_KEY = ['webhook', 'webhookLog'] as const;
