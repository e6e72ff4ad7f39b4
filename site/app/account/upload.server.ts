import type { AppLoadContext } from '@remix-run/server-runtime';

import { messages } from '#generated/messages.ts';

/** The largest body taken: the upload route's largest file (a 40 MB video) and the form's fields. */
const MAX_BODY = 41 * 1024 * 1024;

export type Stored = { ok: true; url: string } | { ok: false; status: number; message: string };

/**
 * A file the page's script posted (multipart: `type` and `file`), stored by the API's upload route as the signed-in
 * account: its checks of content, type and size apply. The browser holds no token, so account pages upload here.
 */
export async function storeUpload(request: Request, context: AppLoadContext): Promise<Stored> {
  const contentType = request.headers.get('content-type') ?? '';
  const length = Number(request.headers.get('content-length') ?? 0);
  if (!contentType.startsWith('multipart/form-data'))
    return { ok: false, status: 415, message: messages.upload.sendMultipart };
  if (length > MAX_BODY) return { ok: false, status: 413, message: messages.upload.fileTooLarge };
  const stored = await context.upload<{ url?: string }>(
    '/api/v1/upload/uploadToS3',
    new Uint8Array(await request.arrayBuffer()),
    contentType,
  );
  if (stored.ok && stored.data?.url) return { ok: true, url: stored.data.url };
  return {
    ok: false,
    status: stored.status || 500,
    message: Object.values(stored.errors ?? {})[0] ?? stored.message ?? messages.lead.errorUnknown,
  };
}
