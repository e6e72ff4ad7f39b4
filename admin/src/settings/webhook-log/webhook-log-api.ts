import type { WebhookAttempt } from '#generated/types/webhook-attempt.ts';
import type { WebhookMessage } from '#generated/types/webhook-message.ts';
import { api } from '../../api/http';
import type { Webhook } from '../WebhooksTable';

/** A stored message or attempt as the API answers it (with its id). */
export type LogMessage = WebhookMessage & { id: string };
export type LogAttempt = WebhookAttempt & { id: string };

interface Page<T> {
  results: T[];
  totalResults: number;
}

/** How often an open log asks again: faster while a message is on its way, so pending turns to delivered quickly. */
export const REFRESH_MS = { busy: 2000, idle: 5000 } as const;

/** Everything the log caches sits under this key (the webhook itself under the settings' webhooks key). */
export const LOG_KEY = ['settings', 'webhook-log'] as const;
export const webhookKey = (id: string) => ['settings', 'webhooks', id] as const;

const q = encodeURIComponent;

/** The decision 031 calls behind the log; every one is owner-scoped by the server. */
export const webhookLog = {
  webhook: (id: string) => api.get<Webhook>(`/webhooks/${q(id)}`),
  /** A webhook's messages, newest first. */
  messages: (webhookId: string, limit: number) => api.get<Page<LogMessage>>(`/webhooks/messages?webhookId=${q(webhookId)}&sortBy=createdAt:desc,msgId:desc&limit=${limit}`),
  /** A message's attempts, newest first (a resend starts its count again, so time orders them). */
  attempts: (messageId: string) => api.get<Page<LogAttempt>>(`/webhooks/attempts?messageId=${q(messageId)}&sortBy=attemptedAt:desc&limit=100`),
  sendTest: (id: string) => api.post<LogMessage>(`/webhooks/${q(id)}/test`),
  resend: (messageId: string) => api.post<LogMessage>(`/webhooks/messages/${q(messageId)}/resend`),
  recover: (id: string, since: string) => api.post<{ recovered: number }>(`/webhooks/${q(id)}/recover`, { since }),
  rotateSecret: (id: string) => api.post<Webhook>(`/webhooks/${q(id)}/rotate-secret`),
  turnOn: (id: string) => api.patch<Webhook>(`/webhooks/${q(id)}`, { active: true }),
};
