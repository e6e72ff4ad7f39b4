import { english, type Translate } from '#engine/runtime/i18n/translator.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** An element's text: quotes may stay as they are. */
const inText = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The answer of /home/bond/pdf/{bondId} when there is no certificate to hand on (a bond the account may not
 * see, a number that does not exist): a short page of its own, since the link opened a new tab that expected
 * a document, with the API's status and message and the way back to the account. `t` and `language`: the
 * visitor's language (decision 062), English by default.
 */
export function unavailablePage(
  status: number,
  message: string | undefined,
  { t = english, language = 'en' }: { t?: Translate; language?: string } = {},
): Response {
  const html = `<!doctype html>
<html lang="${escape(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${inText(t('Bond certificate not available'))} | Nivaas</title>
<style>body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,'Noto Sans Devanagari',sans-serif;background:#F3F7FB;color:#243B53;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border:1px solid #C9D8E7;border-radius:12px;padding:32px;max-width:480px;margin:16px}h1{color:#0A3559;font-size:1.5rem;margin:0 0 12px}
a{color:#0F4C81;font-weight:600}</style></head>
<body><main><h1>${inText(t('Bond certificate not available'))}</h1><p>${escape(message !== undefined ? t(message) : t('This bond certificate cannot be opened.'))}</p>
<p>${inText(t("A certificate opens for the bond's tenant, its landlord and Nivaas staff. Check the bond number, or find your bonds in your account."))}</p>
<p><a href="/home/dashboard">${inText(t('Go to your account'))}</a></p></main></body></html>`;
  return new Response(html, {
    status: status >= 400 ? status : 500,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}
