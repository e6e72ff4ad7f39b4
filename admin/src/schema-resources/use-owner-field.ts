import type { UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';

import { STAFF_DECIDED_PROPERTY_FIELDS } from '#domain/properties/status.ts';

import { useConsoleConfig } from '../layout/console-config.ts';
import { currentUser } from '../session/session.ts';
import { ownerFieldFor } from './resource-meta.ts';

/** Per resource, the fields staff decide (domain rules): an owner's form does not show them, and the server refuses an owner's change to them. */
const STAFF_DECIDED: Readonly<Record<string, readonly string[]>> = { property: STAFF_DECIDED_PROPERTY_FIELDS };

export interface OwnerField {
  /** False until the caller's account type is known. */
  ready: boolean;
  /** The owner field (x-permissions.owner) a landlord's or partner's records carry, e.g. landlordId. */
  field?: string;
  ownerId?: string;
  /** For forms: the field filled with the caller's id and hidden (the server sets it to them anyway). */
  values?: Record<string, unknown>;
  /** For forms: the owner field hidden, and the fields staff decide (a listing's status) not shown. */
  ui?: UiSchema;
}

/** The owner field of `slug` for a non-staff viewer; staff pick any owner, so they get none. */
export function useOwnerField(slug: string): OwnerField {
  const { data: config } = useConsoleConfig();
  const user = currentUser();
  const field = config && config.type !== 'employee' && user ? ownerFieldFor(slug, user.userType) : undefined;
  const ownerId = field ? user?.id : undefined;
  return useMemo(
    () => ({
      ready: !!config,
      field,
      ownerId,
      values: field && ownerId ? { [field]: ownerId } : undefined,
      ui: field
        ? Object.fromEntries([field, ...(STAFF_DECIDED[slug] ?? [])].map((f) => [f, { 'ui:widget': 'hidden' }]))
        : undefined,
    }),
    [config, field, ownerId, slug],
  );
}
