import { HttpError } from 'react-admin';
import { api } from '../../../api/http';

/** One refused row, as the server lists it (server/users/bulk-landlords-failed.server.ts). */
export interface FailedRow {
  row: number;
  name?: string;
  email?: string;
  phone?: string;
  errors: Partial<Record<'name' | 'email' | 'phone', string>>;
}

export interface FailedFile {
  name: string;
  type: string;
  content: string;
}

export interface UploadRefusal {
  message: string;
  rows: FailedRow[];
  failedFile?: FailedFile;
}

export interface UploadResult {
  message: string;
  created: number;
  landlords: { id: string; name?: string; email: string }[];
}

/** POST /profile/landlord/bulkUpload: all rows written, or the refusal with each failed row (other failures are thrown). */
export async function uploadLandlords(fileName: string, file: string): Promise<{ ok: true; result: UploadResult } | { ok: false; refusal: UploadRefusal }> {
  try {
    return { ok: true, result: await api.post<UploadResult>('/profile/landlord/bulkUpload', { fileName, file }) };
  } catch (e) {
    const body = e instanceof HttpError ? (e.body as (Partial<UploadRefusal> & { errors?: Record<string, string> }) | undefined) : undefined;
    if (body && (Array.isArray(body.rows) || body.errors)) {
      return { ok: false, refusal: { message: typeof body.message === 'string' ? body.message : (e as Error).message, rows: body.rows ?? [], failedFile: body.failedFile } };
    }
    throw e;
  }
}
