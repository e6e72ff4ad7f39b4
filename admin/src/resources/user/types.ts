import type { ListPage } from '#client/list-page.ts';
import type { Address } from '#generated/types/address.ts';
import type { CoApplicant } from '#generated/types/co-applicant.ts';
import type { CreditReport } from '#generated/types/credit-report.ts';
import type { Document } from '#generated/types/document.ts';
import type { Profile } from '#generated/types/profile.ts';
import type { User } from '#generated/types/user.ts';

/** One row of GET /users (server/users/operations/list-rows.server.ts). */
export interface UserRow {
  _id: string;
  id: string;
  name?: string;
  email?: string;
  phone?: string;
  avatar?: string;
  createdAt?: string;
  userType?: string;
  role?: string;
  designation?: string;
  properties?: number;
  eligibility?: string;
  maxEligibilityAmount?: number;
  bondStatus?: string;
  bondPurchasedate?: string;
  /** The human bond reference (NVB-...). */
  bondId?: string;
  /** The latest bond's record id. */
  bondRef?: string;
  tenure?: number;
  /** The latest bond's claim number, or 'None'. */
  claim?: string;
}

export type UserPage = ListPage<UserRow>;

/** GET /users/{id}: the user as this viewer may see them. */
export type UserRecord = User & { id: string };

/** GET /profile/{type}?userId: the profile with the user's addresses, documents and co-applicants. */
export type ProfileRecord = Omit<Profile, 'coApplicants'> & {
  id: string;
  user?: Partial<User>;
  addresses?: (Address & { id: string })[];
  docs?: (Document & { id: string })[];
  coApplicants?: (CoApplicant & { id: string })[];
};

/** A stored credit report (GET /idcra?userId). */
export type StoredCreditReport = CreditReport & { id: string };

/** A file the server sends: its bytes and the name its Content-Disposition gives. */
export interface ServedFile {
  blob: Blob;
  disposition: string | null;
}

/** One refused row of a bulk landlord upload, as the server lists it (server/users/operations/bulk-landlords-failed.server.ts). */
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
