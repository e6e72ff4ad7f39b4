import { BULK_LANDLORD_FILE_MAX_BYTES } from '#client/bulk-landlord-file.ts';
import { messages } from '#generated/messages.ts';

export const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why `file` cannot be sent (the server says the same), or undefined when it can. */
export function fileProblem(file: File): string | undefined {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return messages.bulkLandlords.fileType;
  if (file.size > BULK_LANDLORD_FILE_MAX_BYTES) return messages.upload.fileTooLarge;
  return undefined;
}

/** The file's bytes as base64, reporting the share read (0 to 1) as it goes. */
export function readAsBase64(file: File, onProgress: (share: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    reader.onerror = () => reject(reader.error ?? new Error(messages.upload.bulkFailed));
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}

/** A file's bytes from base64 (the failed-rows file the server sends back). */
export function base64Blob(content: string, type: string): Blob {
  const bytes = Uint8Array.from(atob(content), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

/** A starting file: the header row the server reads and one example landlord. */
export const TEMPLATE_CSV = 'Name,Email,Phone\r\nAsha Verma,asha.verma@example.com,9876543210\r\n';
