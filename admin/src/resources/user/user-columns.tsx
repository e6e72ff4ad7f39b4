import { Link } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { shownDate } from '#domain/format/dates.ts';
import { grouped, rupees } from '#domain/format/money.ts';
import { shownPhone } from '#domain/format/phone.ts';

import { BondStatusChip, EligibilityChip } from './status-chip.tsx';
import type { UserRow } from './types.ts';

/** A data column of a user table; the serial, name and action columns are the table's own. */
export interface UserColumn {
  key: string;
  label: string;
  render: (row: UserRow) => ReactNode;
  align?: 'left' | 'right';
  /** Folded into the row's details below WIDE_TABLE px, so the key columns fit a laptop without scrolling sideways. */
  secondary?: boolean;
  /** Long text (an e-mail address) that wraps within its cell. */
  wrap?: boolean;
}

/** From this width (the menu open) every column fits; below it the secondary ones fold into the row's details. */
export const WIDE_TABLE = 1400;

export type Viewer = 'employee' | 'landlord' | 'partner' | 'tenant';

const text = (key: keyof UserRow, label: string): UserColumn => ({
  key,
  label,
  render: (row) => (row[key] as string | undefined) || '—',
});
const years = (tenure?: number) => (tenure ? `${tenure} ${tenure === 1 ? 'year' : 'years'}` : '—');

/** An e-mail address that may break before its '@' and its dots (never inside a word). */
function breakableEmail(address?: string): ReactNode {
  if (!address) return '—';
  return address.split(/(?=[@.])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

const email: UserColumn = { key: 'email', label: 'Email', wrap: true, render: (row) => breakableEmail(row.email) };
const phone: UserColumn = {
  key: 'phone',
  label: 'Phone',
  secondary: true,
  render: (row) => shownPhone(row.phone) || '—',
};
const registeredOn: UserColumn = {
  key: 'createdAt',
  label: 'Registered On',
  secondary: true,
  render: (row) => shownDate(row.createdAt) || '—',
};
const bondStatus: UserColumn = {
  key: 'bondStatus',
  label: 'Bond Status',
  render: (row) => <BondStatusChip status={row.bondStatus} />,
};

/**
 * Tenant columns by viewer (spec 002 §2 Tables): internal staff see eligibility, landlords and partners the bond.
 * Kept in view at any width: the name, eligibility and its amount, the bond's status and ID.
 */
function tenantColumns(viewer: Viewer): UserColumn[] {
  if (viewer === 'employee') {
    return [
      email,
      phone,
      registeredOn,
      { key: 'eligibility', label: 'Eligibility', render: (row) => <EligibilityChip status={row.eligibility} /> },
      {
        key: 'maxEligibilityAmount',
        label: 'Eligibility Amount',
        align: 'right',
        render: (row) => rupees(row.maxEligibilityAmount) || '—',
      },
      bondStatus,
    ];
  }
  return [
    email,
    phone,
    bondStatus,
    {
      key: 'bondPurchasedate',
      label: 'Bond Purchased On',
      secondary: true,
      render: (row) => shownDate(row.bondPurchasedate) || '—',
    },
    text('bondId', 'Bond ID'),
    { key: 'tenure', label: 'Tenure', secondary: true, render: (row) => years(row.tenure) },
  ];
}

/**
 * The count links to the console's property list narrowed to this landlord or partner (spec 002 §2
 * /properties?landlordId=).
 */
const propertiesListed: UserColumn = {
  key: 'properties',
  label: 'Properties Listed',
  align: 'right',
  render: (row) => (
    <Link
      component={RouterLink}
      to={`/property?landlordId=${encodeURIComponent(row.id)}`}
      data-testid="properties-listed"
      aria-label={`${grouped(row.properties ?? 0)} properties listed by ${row.name || row.email || 'this user'}`}
    >
      {grouped(row.properties ?? 0)}
    </Link>
  ),
};

/** The columns of the `userType` tab as `viewer` sees it. */
export function userColumns(userType: string, viewer: Viewer): UserColumn[] {
  if (userType === 'tenant') return tenantColumns(viewer);
  // The employees', landlords' and partners' four columns fit a laptop: none folds away.
  const shown = (c: UserColumn): UserColumn => ({ ...c, secondary: false });
  if (userType === 'internal') return [email, shown(phone), text('designation', 'Designation'), shown(registeredOn)];
  return [email, shown(phone), propertiesListed, shown(registeredOn)];
}
