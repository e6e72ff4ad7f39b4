import { HttpError } from 'react-admin';
import { errorMessage } from '../api/http';
import { reportApiError } from '../api/api-events';
import { accessToken, refreshSession } from '../session/session';

/** The file name of a Content-Disposition header (filename* first, then filename), if any. */
export function fileNameFrom(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1].trim() || undefined;
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * POSTs `body` to /api/v1`path` with the session's bearer token and saves the answer (a csv or xlsx
 * file) under the name the server gives, else `fallbackName`. Failures throw an HttpError with the
 * server's message and field errors, like every other console call; a 401 renews the session once.
 */
export async function downloadFile(path: string, body: unknown, fallbackName: string, retried = false): Promise<string> {
  const token = await accessToken();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' });
  } catch {
    throw new HttpError('The server could not be reached. Check your connection and try again.', 0, {});
  }
  if (res.status === 401 && !retried && (await refreshSession())) return downloadFile(path, body, fallbackName, true);
  if (!res.ok) {
    const raw = await res.text();
    let json: any;
    try {
      json = raw ? JSON.parse(raw) : undefined;
    } catch {
      json = undefined;
    }
    reportApiError(res.status, json ?? {});
    throw new HttpError(errorMessage(json, raw, res.statusText), res.status, json ?? {});
  }
  const name = fileNameFrom(res.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await res.blob(), name);
  return name;
}
