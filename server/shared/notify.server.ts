import type { Kysely } from 'kysely';

import { fillMessage } from '#engine/runtime/messages.ts';
import type { Database } from '#generated/db.ts';
import { messages } from '#generated/messages.ts';
import type { Notification } from '#generated/types/notification.ts';

import { notifyUsers } from '../accounts/store.server.ts';
import { enqueueMessage } from '../outbox/store.server.ts';
import { BRAND } from './brand.ts';
import { translatorFor } from './translate.server.ts';

export interface Notice {
  type: NonNullable<Notification['type']>;
  title: string;
  message: string;
  /** A route of the site (`/home/dashboard`) or a full address. */
  link?: string;
}

let siteUrl = 'http://localhost:3000';

/** The site's address for links in e-mails (set once from the configuration). */
export function setSiteUrl(url: string): void {
  siteUrl = url.replace(/\/+$/, '');
}

export function siteLink(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * Tells a user about something: an in-app notification and, when `email`, an e-mail through the
 * outbox. Runs on the caller's transaction, so nothing is sent for a change that rolls back.
 */
export async function notifyUser(
  trx: Kysely<Database>,
  userId: string | undefined,
  notice: Notice,
  email = true,
): Promise<void> {
  if (!userId) return;
  const user = await trx
    .selectFrom('user')
    .select(['email', 'name', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return;
  await notifyUsers(trx, [userId], {
    type: notice.type,
    title: notice.title,
    message: notice.message,
    link: notice.link,
  });
  if (email && user.email) {
    // Written in the account's language (decision 062); the in-app notice is stored in English and shown in the page's.
    const t = translatorFor(user.language);
    const link = notice.link ? `\n\n${siteLink(notice.link)}` : '';
    await enqueueMessage(trx, {
      channel: 'email',
      to: user.email,
      subject: t(notice.title),
      body: fillMessage(t(messages.notice.emailBody), {
        name: user.name ?? '',
        message: t(notice.message),
        link,
        brand: BRAND,
      }),
    });
  }
}
