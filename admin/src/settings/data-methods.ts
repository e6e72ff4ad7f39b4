import { api, send } from '../api/http.ts';
import type { ApiToken, LogAttempt, LogMessage, Page, Webhook, WebhookEvent } from './types.ts';

const q = encodeURIComponent;

/**
 * The data provider's custom methods of Settings (react-admin "custom methods": screens call them through
 * useConsoleData(), so errors, the 401 path and caching are react-admin's): tokens, webhooks and their delivery
 * log (decision 031), bond renewals, the password change, bulk image uploads and the report files.
 */
export const settingsMethods = {
  /** GET /auth/tokens: the caller's API tokens. */
  settingsTokens: () => api.get<Page<ApiToken>>('/auth/tokens'),
  /** POST /auth/tokens: a new token; its value is in this answer only. */
  settingsTokenCreate: (body: { description: unknown; expiresAt?: unknown }) =>
    api.post<ApiToken & { token: string }>('/auth/tokens', body),
  settingsTokenDelete: (id: string) => api.delete(`/auth/tokens/${q(id)}`),
  /** GET /webhooks: the caller's webhooks (staff: theirs too; every call is owner-scoped by the server). */
  settingsWebhooks: () => api.get<Page<Webhook>>('/webhooks?limit=100'),
  /** GET /webhooks/events/all: the events a webhook may subscribe to, with their titles. */
  settingsWebhookEvents: () => api.get<Page<WebhookEvent>>('/webhooks/events/all'),
  /** POST /webhooks: a new webhook; its signing secret is in this answer only. */
  settingsWebhookCreate: (body: Record<string, unknown>) => api.post<Webhook>('/webhooks', body),
  settingsWebhookDelete: (id: string) => api.delete(`/webhooks/${q(id)}`),
  webhookOne: (id: string) => api.get<Webhook>(`/webhooks/${q(id)}`),
  /** A webhook's messages, newest first. */
  webhookMessages: (webhookId: string, limit: number) =>
    api.get<Page<LogMessage>>(
      `/webhooks/messages?webhookId=${q(webhookId)}&sortBy=createdAt:desc,msgId:desc&limit=${limit}`,
    ),
  /** A message's attempts, newest first (a resend starts its count again, so time orders them). */
  webhookAttempts: (messageId: string) =>
    api.get<Page<LogAttempt>>(`/webhooks/attempts?messageId=${q(messageId)}&sortBy=attemptedAt:desc&limit=100`),
  webhookSendTest: (id: string) => api.post<LogMessage>(`/webhooks/${q(id)}/test`),
  webhookResend: (messageId: string) => api.post<LogMessage>(`/webhooks/messages/${q(messageId)}/resend`),
  webhookRecover: (id: string, since: string) =>
    api.post<{ recovered: number }>(`/webhooks/${q(id)}/recover`, { since }),
  webhookRotateSecret: (id: string) => api.post<Webhook>(`/webhooks/${q(id)}/rotate-secret`),
  webhookTurnOn: (id: string) => api.patch<Webhook>(`/webhooks/${q(id)}`, { active: true }),
  /** POST /bond/manual/renew: one bond renewed by a year after its fee was paid outside the site. */
  settingsBondRenew: (body: { bondId: string; bondFee: number; bondAmount: number }) =>
    api.post('/bond/manual/renew', body),
  /** POST /auth/change-password: the caller's new password (the other sessions end). */
  settingsPasswordChange: (password: unknown) => api.post<{ message?: string }>('/auth/change-password', { password }),
  /** POST /upload/uploadToS3/multiple: one batch of files; their links back. */
  settingsImagesUpload: (form: FormData) => api.upload<{ urls: string[] }>('/upload/uploadToS3/multiple', form),
  /**
   * POST /api/v1`path` for a report file (csv or xlsx): the answer unread, so that the caller can follow the
   * bytes as they arrive and name the file as the server does.
   */
  settingsReportFile: (path: string, body: unknown) =>
    send(`/api/v1${path}`, {
      method: 'POST',
      headers: {
        Accept: 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json',
      },
      body: JSON.stringify(body),
    }),
} satisfies Record<string, (...args: any[]) => Promise<unknown>>;
