/**
 * The browser-storage keys of spec 000 §3. They hold only non-secret UI state (security rules, docs/architecture.md):
 * never a token. Every read tolerates a missing or garbled value (private windows, old versions).
 */
export const STORAGE_KEYS = {
  userData: 'userData',
  selectedCity: 'selectedCity',
  localCity: 'localCity',
  selectedAccomodation: 'selectedAccomodation',
  utmSource: 'utm_source',
  userFormData: 'userFormData',
  propertyId: 'propertyId',
  /** The college page's booking form (spec 000 §3 Booking form): written on every change, removed on close. */
  bookingForm: 'bookingForm',
} as const;

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const store = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

export function readText(key: Key): string | undefined {
  return store()?.getItem(key) ?? undefined;
}

export function readJson<T>(key: Key): T | undefined {
  const text = readText(key);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export function write(key: Key, value: string | object | undefined): void {
  const s = store();
  if (!s) return;
  try {
    if (value === undefined) s.removeItem(key);
    else s.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    /* storage full or blocked: the page keeps working without it */
  }
}

/** The stored lead (spec 000 §3 Lead) of a visitor who shared their details. */
export interface StoredLead {
  id: string;
  name?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  city?: string;
  isPhoneVerified?: boolean;
}

export const storedLead = (): StoredLead | undefined => {
  const lead = readJson<StoredLead>(STORAGE_KEYS.userData);
  return lead && typeof lead.id === 'string' ? lead : undefined;
};

/** What the visitor typed in the share-details modal (spec 000 §3 userFormData): the modal's prefill next time. */
export interface UserFormData {
  name?: string;
  email?: string;
  /** The 10 digits (no country code). */
  phone?: string;
}

/**
 * Tells this window's listeners (the header's "My Account", the shortlist) that a stored value changed:
 * the browser's own `storage` event only reaches the other windows.
 */
export function announce(key: Key): void {
  if (typeof window === 'undefined') return;
  try {
    window.dispatchEvent(new StorageEvent('storage', { key }));
  } catch {
    /* very old browsers: the header catches up on the next navigation */
  }
}

/** Keeps the lead as the API returned it (userData) and tells the page. */
export function storeLead(lead: StoredLead): void {
  write(STORAGE_KEYS.userData, lead);
  announce(STORAGE_KEYS.userData);
}

/** Forgets the stored lead (a 401: the lead session is gone) and tells the page. */
export function forgetLead(): void {
  write(STORAGE_KEYS.userData, undefined);
  announce(STORAGE_KEYS.userData);
}
