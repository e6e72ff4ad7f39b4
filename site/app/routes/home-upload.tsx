import type { ActionFunctionArgs } from '@remix-run/server-runtime';

import { requireViewer } from '../account/sign-in.server.ts';
import { storeUpload } from '../account/upload.server.ts';

/** POST /home/upload (multipart `type`, `file`): the account forms' file fields. Answers `{ok, url}` or `{ok, message}`. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireViewer(context, request);
  const stored = await storeUpload(request, context);
  return stored.ok ? Response.json(stored) : Response.json(stored, { status: stored.status });
}
