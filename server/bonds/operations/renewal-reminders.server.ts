import { renewableFrom } from '#domain/bonds/actions.ts';
import type { RenewalQuote } from '#domain/bonds/renewal-quote.ts';
import { isLiveBond } from '#domain/bonds/status.ts';
import { expiryDate, RENEW_WINDOW_DAYS } from '#domain/bonds/term.ts';
import { addDays, addYears, shownDate, today } from '#domain/format/dates.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { fillMessage, messages } from '#generated/messages.ts';
import { notifyUsers } from '#server/accounts/store.server.ts';
import { enqueueMessage } from '#server/outbox/store.server.ts';
import { BRAND } from '#server/shared/brand.ts';
import { TENANT_LINKS } from '#server/shared/links.ts';
import { siteLink } from '#server/shared/notify.server.ts';
import { translatorFor } from '#server/shared/translate.server.ts';

import { findBond } from '../store.server.ts';
import { quoteRenewal } from './renewal-quote.server.ts';

const text = messages.renewalQuote;

/**
 * Where a renewal reminder leads: the dashboard's renew drawer (`#renew`). The query names the bond and the term's last
 * day, so the reminder's notification says whether this term's reminder was sent (the dashboard reads only the hash).
 */
export function renewalReminderLink(bondCode: string, expiry: string): string {
  return `${TENANT_LINKS.dashboard}?renewal=${encodeURIComponent(bondCode)}&term=${expiry}#renew`;
}

/** The quote as the e-mail writes it: a line per part and the amount to pay, then what changed since the last payment. */
export function quoteText(quote: RenewalQuote): { parts: string; changes: string } {
  const line = (label: string, amount: number) => `  ${label}: ${rupeesWithPaise(amount)}`;
  const parts = [...quote.parts.map((p) => line(p.label, p.amount)), line(text.amountToPay, quote.amountToPay)];
  const changes = [
    ...(quote.lastPaid ? [quote.lastPaid] : []),
    ...quote.changes.map((c) => `- ${c.text}`),
    ...(quote.unchanged ? [quote.unchanged] : []),
  ];
  return {
    parts: parts.join('\n'),
    changes: changes.length ? `\n${text.whatChanged}:\n${changes.join('\n')}\n` : '',
  };
}

/**
 * The renewal reminders due on `day` (issue 34): each live bond whose renewal window has opened (30 days before it
 * expires) and that the renewal rule lets its tenant renew gets, once per term, an in-app notice and an e-mail with the
 * renewal quote (its parts and what changed since the last payment) and a link to the dashboard's renew drawer. Each bond
 * is judged in its own transaction holding the bond's row, so two processes running this at once send one reminder;
 * the notice is the record that the term's reminder went out. Answers how many were sent.
 */
export async function sendRenewalReminders(db: Db, day = today()): Promise<number> {
  // Bonds run a year at least: only those that started more than eleven months ago can be in their last 30 days.
  const candidates = await db
    .selectFrom('bond')
    .selectAll()
    .where('status', 'in', ['Active', 'Pending-Check-in'])
    .where('bondEffectiveDate', '<=', addDays(addYears(day, -1), RENEW_WINDOW_DAYS + 1))
    .execute();
  let sent = 0;
  for (const candidate of candidates) {
    if (day < renewableFrom(candidate)) continue;
    const done = await db.transaction().execute(async (trx) => {
      const bond = await findBond(trx, candidate.id, true);
      if (!bond || !isLiveBond(bond.status) || day < renewableFrom(bond)) return false;
      const expiry = expiryDate(bond);
      const code = bond.bondId ?? bond.id;
      const link = renewalReminderLink(code, expiry);
      const [tenant, already] = await Promise.all([
        trx.selectFrom('user').select(['email', 'name', 'language']).where('id', '=', bond.tenantId).executeTakeFirst(),
        trx
          .selectFrom('notification')
          .select('id')
          .where('userId', '=', bond.tenantId)
          .where('link', '=', link)
          .executeTakeFirst(),
      ]);
      if (!tenant || already) return false;
      const answer = await quoteRenewal(trx, bond);
      if (!answer.renewable) return false;
      const title = fillMessage(text.reminderTitle, { bondId: code });
      await notifyUsers(trx, [bond.tenantId], {
        type: 'general',
        title,
        message: fillMessage(messages.bond.renewReminder, { bondId: code, date: shownDate(expiry) }),
        link,
      });
      if (tenant.email) {
        const { quote } = answer;
        // In the tenant's language (decision 062); the quote's own lines are the product's words.
        const t = translatorFor(tenant.language);
        const message = fillMessage(t(text.reminderText), {
          bondId: code,
          date: shownDate(expiry),
          years: fillMessage(t(quote.tenure === 1 ? text.years : text.yearsPlural), { years: quote.tenure }),
          amount: rupeesWithPaise(quote.amountToPay),
          ...quoteText(quote),
        });
        await enqueueMessage(trx, {
          channel: 'email',
          to: tenant.email,
          subject: t(title),
          body: fillMessage(t(messages.notice.emailBody), {
            name: tenant.name ?? '',
            message,
            link: `\n${siteLink(link)}`,
            brand: BRAND,
          }),
        });
      }
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}
