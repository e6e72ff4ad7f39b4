import { api } from '../api/http.ts';

/**
 * The data provider's custom methods of the generated screens (react-admin "custom methods": screens call them
 * through useConsoleData(), so errors, the 401 path and caching are react-admin's). The generated records
 * themselves go through the generic dialect (ra-data-simple-rest on /api/admin); only a form's file is not a record.
 */
export const schemaFormMethods = {
  /** POST /upload/uploadToS3: a file field's file (the form's `type`, checked again by content); answers its link. */
  schemaFormUpload: (form: FormData) => api.upload<{ url: string }>('/upload/uploadToS3', form),
} satisfies Record<string, (...args: any[]) => Promise<unknown>>;
