import { accessToken } from '../session/session.ts';

/** Opens the external underwriting rules portal in a new tab, handing it the session token (in the fragment, never sent to servers). */
export async function openRulesPortal(url: string) {
  const token = await accessToken();
  window.open(`${url}#token=${encodeURIComponent(token ?? '')}`, '_blank', 'noopener,noreferrer');
}
