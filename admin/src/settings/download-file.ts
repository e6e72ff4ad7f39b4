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

/** How far a download is: bytes received, and the total when the server says it. */
export interface DownloadProgress {
  received: number;
  total?: number;
}

/** The answer's body as a blob, read chunk by chunk so that `onProgress` can follow it. */
async function readBody(res: Response, onProgress?: (p: DownloadProgress) => void): Promise<Blob> {
  const type = res.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!onProgress || !res.body) return res.blob();
  const length = Number(res.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  const parts: Uint8Array[] = [];
  let received = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.length;
    onProgress({ received, total });
  }
  return new Blob(parts as BlobPart[], { type });
}

/**
 * Saves a file answer (a report's csv or xlsx, from the data provider's settingsReportFile) under the name the
 * server gives, else `fallbackName`. `onProgress` hears the bytes as they arrive (the server answers once the
 * report is built).
 */
export async function downloadFile(
  answer: Promise<Response>,
  fallbackName: string,
  onProgress?: (p: DownloadProgress) => void,
): Promise<string> {
  const res = await answer;
  const name = fileNameFrom(res.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await readBody(res, onProgress), name);
  return name;
}
