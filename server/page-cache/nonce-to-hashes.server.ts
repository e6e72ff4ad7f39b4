import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * A cached page is sent to many visitors, so the per-response nonce its Content-Security-Policy allows
 * would become a shared, public value. Before a page is stored its inline scripts are allowed by their
 * SHA-256 hashes instead (CSP level 2): the nonce attributes are removed from the HTML, and `'nonce-…'`
 * in the policy becomes the list of the page's own inline scripts' hashes. A script injected later
 * matches none of them.
 */
export function nonceToHashes(html: string, csp: string): { html: string; csp: string } | undefined {
  const match = /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp);
  if (!match) return { html, csp };
  const nonce = match[1];
  const attribute = new RegExp(`\\snonce="${nonce.replace(/[+/=]/g, (c) => `\\${c}`)}"`, 'g');
  const stripped = html.replace(attribute, '');
  if (stripped.includes(nonce)) return undefined; // the nonce is used somewhere we do not understand: do not store
  const hashes = new Set<string>();
  for (const [, attributes, body] of stripped.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/.test(attributes) || body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return { html: stripped, csp: csp.replace(` ${match[0]}`, [...hashes].map((h) => ` ${h}`).join('')) };
}
