import type { Kysely } from 'kysely';

import { shownDateTime } from '#domain/format/dates.ts';
import { shownPhone } from '#domain/format/phone.ts';
import type { Database } from '#generated/db.ts';

/** One message as /dev/outbox shows it. */
export interface OutboxEntry {
  id: string;
  to: string;
  channel: 'email' | 'sms';
  subject: string | null;
  body: string;
  status: string;
  sentAt: string | null;
  createdAt: string;
}

/** The latest messages, newest first. */
export async function latestMessages(db: Kysely<Database>, limit = 200): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom('outbox_message')
    .select(['id', 'to', 'channel', 'subject', 'body', 'status', 'sentAt', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    channel: r.channel,
    subject: r.subject ?? null,
    body: r.body ?? '',
    status: r.status ?? 'pending',
    sentAt: r.sentAt ?? null,
    createdAt: r.createdAt ?? '',
  }));
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Escaped text with its http(s) links made clickable (reset and payment links in e-mails). */
const linked = (s: string) => escape(s).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
const when = (iso: string | null) =>
  iso ? `<time datetime="${escape(iso)}">${escape(shownDateTime(iso))} IST</time>` : 'not sent yet';
/** An SMS goes to a phone, shown as people read it; an e-mail address as it is. */
const recipient = (m: OutboxEntry) => (m.channel === 'sms' ? shownPhone(m.to) : m.to);

/** A small page a developer (or a screen reader) can read: one article per message, newest first. */
export function outboxPage(entries: OutboxEntry[]): string {
  const items = entries.map((m, i) => {
    const title = m.subject || (m.channel === 'sms' ? `SMS to ${recipient(m)}` : '(no subject)');
    return `<li><article aria-labelledby="m${i}">
<h2 id="m${i}">${escape(title)}</h2>
<dl><dt>To</dt><dd>${escape(recipient(m))}</dd><dt>Channel</dt><dd>${m.channel === 'sms' ? 'SMS' : 'E-mail'}</dd><dt>Status</dt><dd>${escape(m.status)}</dd><dt>Queued</dt><dd>${when(m.createdAt)}</dd><dt>Sent</dt><dd>${when(m.sentAt)}</dd></dl>
<pre>${linked(m.body)}</pre>
</article></li>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox: messages sent by Nivaas (development)</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a1a1a;background:#fff}
ol{list-style:none;padding:0}li{border:1px solid #767676;border-radius:6px;margin:0 0 1rem;padding:0 1rem 1rem}
h2{font-size:1.15rem;margin:.75rem 0}dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem 1rem;margin:0}
dt{font-weight:600}dd{margin:0}pre{white-space:pre-wrap;word-break:break-word;background:#f3f3f3;padding:.75rem;border-radius:4px}
a{color:#0645ad}a:focus,a:hover{outline:2px solid #0645ad}
</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p>E-mails and SMS the server has sent outside production, newest first (${entries.length}). Also as <a href="/dev/outbox.json">JSON</a>.</p>
${entries.length ? `<ol>\n${items.join('\n')}\n</ol>` : '<p>No messages yet.</p>'}
</main>
</body>
</html>
`;
}
