import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import nodemailer from 'nodemailer';

import type { OutboxMessage } from '#generated/types/outbox-message.ts';

import type { TwilioConfig } from '../config.server.ts';
import { e164, twilioClient, twilioFailure } from './twilio-client.server.ts';

/** What a provider needs of a queued row. */
export type Outgoing = Pick<OutboxMessage, 'channel' | 'to' | 'subject' | 'body' | 'html'> & {
  id: string;
  createdAt?: string;
};

/** Sends one message or throws; the worker records the outcome. */
export interface Provider {
  readonly name: string;
  send(message: Outgoing): Promise<void>;
}

export interface Logger {
  info(obj: unknown, msg?: string): void;
}

export const DEFAULT_FROM = 'Nivaas <no-reply@nivaas.in>';

/** A file name that sorts by time and never collides: `2024-05-01T10-00-00-000Z-<id>.eml`. */
const fileName = (m: Outgoing, ext: string) =>
  `${(m.createdAt ?? new Date().toISOString()).replace(/[:.]/g, '-')}-${m.id}.${ext}`;

/**
 * An e-mail's Message-ID, the same on every attempt of one queued message: an attempt made again after a process died
 * between sending and recording it (decision 060) carries the id of the first, so mail clients show one message.
 */
export const messageIdOf = (m: Pick<Outgoing, 'id'>) => `<outbox-${m.id}@nivaas.in>`;

/** Outside production: each e-mail becomes a real .eml file named by the message (open it in any mail client). */
export function fileEmailProvider(dir: string, from = DEFAULT_FROM): Provider {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'file',
    async send(m) {
      const info = await composer.sendMail({
        messageId: messageIdOf(m),
        from,
        to: m.to,
        subject: m.subject ?? '',
        text: m.body,
        ...(m.html ? { html: m.html } : {}),
      });
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, fileName(m, 'eml')), info.message as Buffer);
    },
  };
}

/** Outside production: an SMS is written to the log and kept as a .txt file next to the e-mails. */
export function consoleSmsProvider(dir: string, log: Logger): Provider {
  return {
    name: 'console',
    async send(m) {
      log.info({ to: m.to, body: m.body }, `SMS to ${m.to}`);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, fileName(m, 'txt')), `To: ${m.to}\nChannel: sms\n\n${m.body}\n`);
    },
  };
}

/** SMTP_URL (smtp://user:pass@host:587, smtps://...): e-mail through nodemailer. */
export function smtpProvider(url: string, from = DEFAULT_FROM): Provider {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(m) {
      await transport.sendMail({
        messageId: messageIdOf(m),
        from,
        to: m.to,
        subject: m.subject ?? '',
        text: m.body,
        ...(m.html ? { html: m.html } : {}),
      });
    },
  };
}

/**
 * TWILIO_*: plain SMS through Twilio's Messages API (`POST /2010-04-01/Accounts/{sid}/Messages.json`: To, Body, and
 * From or MessagingServiceSid; decision 026). Twilio accepting it marks it sent; a refusal or silence throws, so the
 * worker retries and finally marks it failed with Twilio's reason. The Messages API takes no idempotency key: an SMS
 * whose process died after Twilio accepted it and before the outbox recorded it is sent twice (decision 060).
 */
export function twilioSmsProvider(config: TwilioConfig): Provider {
  const client = twilioClient(config);
  const sender = config.messagingServiceSid
    ? { messagingServiceSid: config.messagingServiceSid }
    : { from: config.from! };
  return {
    name: 'twilio',
    async send(m) {
      const twilio = await client();
      try {
        await twilio.messages.create({ to: e164(m.to), body: m.body, ...sender });
      } catch (error) {
        const { status, code, message } = twilioFailure(error);
        throw new Error(
          status
            ? `Twilio refused the SMS (${status}, error ${code}): ${message}`
            : `Twilio did not answer: ${message}`,
        );
      }
    },
  };
}

/** Production without a configured provider: the message fails visibly instead of vanishing. */
export function missingProvider(channel: string, setting: string): Provider {
  return {
    name: 'none',
    async send() {
      throw new Error(`No ${channel} provider is configured (${setting})`);
    },
  };
}

export interface Providers {
  email: Provider;
  sms: Provider;
}

/** The providers for this environment: SMTP_URL for e-mail, Twilio for SMS; files and the log outside production. */
export function providersFor(options: {
  production: boolean;
  outboxDir: string;
  env: NodeJS.ProcessEnv;
  log: Logger;
  twilio?: TwilioConfig;
}): Providers {
  const from = options.env.SMTP_FROM || DEFAULT_FROM;
  const email = options.env.SMTP_URL
    ? smtpProvider(options.env.SMTP_URL, from)
    : options.production
      ? missingProvider('e-mail', 'set SMTP_URL')
      : fileEmailProvider(options.outboxDir, from);
  const sms = options.twilio
    ? twilioSmsProvider(options.twilio)
    : options.production
      ? missingProvider('SMS', 'set the TWILIO_* variables')
      : consoleSmsProvider(options.outboxDir, options.log);
  return { email, sms };
}
