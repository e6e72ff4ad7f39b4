import { HttpError } from 'react-admin';

import { api, send } from '#admin/api/http.ts';
import type { Wallet } from '#generated/types/wallet.ts';

import type {
  ProfileRecord,
  ServedFile,
  StoredCreditReport,
  UploadRefusal,
  UploadResult,
  UserPage,
  UserRecord,
} from './types.ts';

const q = encodeURIComponent;

/**
 * The users screens' custom methods (react-admin "custom methods": screens call them through useConsoleData(), so
 * errors, the 401 path and caching are react-admin's). What is here is not the generic dialect's: /users answers rows
 * with computed columns and applies who-sees-whom (a landlord sees their tenants, a partner whom they invited), profiles
 * are read by user and type, and the wallet, credit report, bulk upload and file uploads are actions. Plain records of
 * stored resources (addresses, documents, bonds, subscriptions, inspections, payments, invitations) go through
 * react-admin's own hooks on /api/admin instead.
 */
export const userMethods = {
  /** GET /users?userType=&page=&limit=&<one filter>: one page of the users list. */
  userRows: (params: Record<string, string>) => api.get<UserPage>(`/users?${new URLSearchParams(params)}`),
  /** GET /users/{id}: the user as this viewer may see them. */
  userRecord: (id: string) => api.get<UserRecord>(`/users/${q(id)}`),
  /** PATCH /users/{id}: the basic profile's fields, or `{ userobj, Id }` (the profile picture). */
  userSave: (id: string, body: Record<string, unknown>) => api.patch<UserRecord>(`/users/${q(id)}`, body),
  /** DELETE /users/{id}. */
  userDelete: (id: string) => api.delete(`/users/${q(id)}`),
  /** GET /users/roles?userType: the roles an invitation of this type may name. */
  userRoles: (userType: string) => api.get<{ results: { name: string }[] }>(`/users/roles?userType=${q(userType)}`),
  /** GET /profile/{type}?userId: the user's profile; null when they have none yet (404). */
  userProfile: async (userId: string, profileType: string): Promise<ProfileRecord | null> => {
    try {
      return await api.get<ProfileRecord>(`/profile/${q(profileType)}?userId=${q(userId)}`);
    } catch (e) {
      if (e instanceof HttpError && e.status === 404) return null;
      throw e;
    }
  },
  /** PATCH /profile/{type}/{id} with `{ userobj, Id }`. */
  userProfileSave: (profileType: string, profileId: string, changes: Record<string, unknown>) =>
    api.patch<ProfileRecord>(`/profile/${q(profileType)}/${q(profileId)}`, { userobj: changes, Id: profileId }),
  /** POST /users/upload/docs: documents already uploaded (their URLs), recorded for the user. */
  userDocumentsSave: (userId: string, docs: Record<string, unknown>[]) =>
    api.post(`/users/upload/docs`, { userId, docs }),
  /** POST /upload/uploadToS3 with type 'profile': the cropped picture; answers its URL. */
  userPictureUpload: (png: Blob) => {
    const form = new FormData();
    form.append('type', 'profile');
    form.append('file', new File([png], 'avatar.png', { type: 'image/png' }));
    return api.upload<{ url: string }>('/upload/uploadToS3', form);
  },
  /** GET /wallet?userId. */
  userWallet: (userId: string) => api.get<Wallet>(`/wallet?userId=${q(userId)}`),
  /** POST /wallet/add. */
  userWalletTopUp: (userId: string, amount: number) => api.post('/wallet/add', { amount, userId }),
  /** GET /idcra?userId: the stored credit report (never asks the bureau). */
  userCreditReport: (userId: string) => api.get<StoredCreditReport>(`/idcra?userId=${q(userId)}`),
  /** POST /idcra?userId: a paid bureau pull. */
  userCreditReportPull: (userId: string) => api.post<StoredCreditReport>(`/idcra?userId=${q(userId)}`),
  /** GET /idcra/getrawdata/{id}: the report's raw data as a workbook. */
  userCreditReportFile: async (reportId: string): Promise<ServedFile> => {
    const res = await send(`/api/v1/idcra/getrawdata/${q(reportId)}`);
    return { blob: await res.blob(), disposition: res.headers.get('Content-Disposition') };
  },
  /** PATCH /bond/{id}: a live bond's check-in and check-out dates. */
  userBondDates: (bondId: string, dates: { checkinDate: unknown; checkoutDate: unknown }) =>
    api.patch(`/bond/${q(bondId)}`, dates),
  /** GET /pin/{pin}: the state and city of a PIN code. */
  addressPinLookup: (pin: string) => api.get<{ city: string; state: string }>(`/pin/${q(pin)}`),
  /** POST /profile/landlord/bulkUpload: all rows written, or the refusal with each failed row (other failures are thrown). */
  userLandlordsUpload: async (
    fileName: string,
    file: string,
  ): Promise<{ ok: true; result: UploadResult } | { ok: false; refusal: UploadRefusal }> => {
    try {
      return { ok: true, result: await api.post<UploadResult>('/profile/landlord/bulkUpload', { fileName, file }) };
    } catch (e) {
      const body =
        e instanceof HttpError
          ? (e.body as (Partial<UploadRefusal> & { errors?: Record<string, string> }) | undefined)
          : undefined;
      if (body && (Array.isArray(body.rows) || body.errors)) {
        return {
          ok: false,
          refusal: {
            message: typeof body.message === 'string' ? body.message : (e as Error).message,
            rows: body.rows ?? [],
            failedFile: body.failedFile,
          },
        };
      }
      throw e;
    }
  },
} satisfies Record<string, (...args: any[]) => Promise<unknown>>;
