import type { WebhookAttempt } from '#generated/types/webhook-attempt.ts';
import type { WebhookMessage } from '#generated/types/webhook-message.ts';

/** A webhook as GET /webhooks answers it (the secret only in the answer that makes or rotates it). */
export interface Webhook {
  id: string;
  callback: string;
  events: string[];
  active?: boolean;
  /** Why deliveries stopped (410 Gone, five failing days), when the server turned it off. */
  disabledReason?: string;
  failingSince?: string;
  /** Until when the secret before the last rotation still signs deliveries. */
  previousSecretExpiresAt?: string;
  createdAt?: string;
  secret?: string;
}

/** An API token as GET /auth/tokens lists it (its value is shown once, in the answer that makes it). */
export interface ApiToken {
  id: string;
  description: string;
  createdAt?: string;
  lastUsedAt?: string;
  expiresAt?: string;
}

/** One event a webhook may subscribe to (GET /webhooks/events/all). */
export interface WebhookEvent {
  event: string;
  title: string;
  description?: string;
}

/** A stored message or attempt of a webhook's log as the API answers it (with its id). */
export type LogMessage = WebhookMessage & { id: string };
export type LogAttempt = WebhookAttempt & { id: string };

/** One page of a settings list. */
export interface Page<T> {
  results: T[];
  totalResults: number;
}
