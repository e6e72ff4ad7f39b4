import type { ActionFunctionArgs } from '@remix-run/server-runtime';
import { messages } from '#generated/messages.ts';
import { requireViewer } from '../account/sign-in.server.ts';

/** The largest body taken here: the upload route's own limit for a PDF (7 MB) and the form's fields. */
const MAX_BODY = 8 * 1024 * 1024;

/**
 * POST /home/offer-letter (multipart: `file`, the page sends `type=document`): the file is stored by the upload
 * route (its checks of content, type and size), then saved as the account's OFFER_LETTER document for staff to
 * verify (001 §4). Answers `{ok, message}`.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(context, request);
  const contentType = request.headers.get('content-type') ?? '';
  const length = Number(request.headers.get('content-length') ?? 0);
  if (!contentType.startsWith('multipart/form-data')) return Response.json({ ok: false, message: messages.upload.sendMultipart }, { status: 415 });
  if (length > MAX_BODY) return Response.json({ ok: false, message: messages.upload.fileTooLarge }, { status: 413 });
  const stored = await context.upload<{ url?: string }>('/api/v1/upload/uploadToS3', new Uint8Array(await request.arrayBuffer()), contentType);
  if (!stored.ok || !stored.data?.url) {
    return Response.json({ ok: false, message: Object.values(stored.errors ?? {})[0] ?? stored.message ?? messages.lead.errorUnknown }, { status: stored.status || 500 });
  }
  const saved = await context.api('POST', '/api/v1/users/upload/docs', {
    userId: viewer.id,
    docs: [{ docType: 'OFFER_LETTER', docId: 'Offer letter', metadata: 'Offer letter uploaded from the dashboard', file: stored.data.url }],
  });
  if (!saved.ok) return Response.json({ ok: false, message: Object.values(saved.errors ?? {})[0] ?? saved.message ?? messages.lead.errorUnknown }, { status: saved.status || 500 });
  return Response.json({ ok: true, message: messages.account.offerLetterUploaded });
}
