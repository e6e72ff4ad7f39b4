import { isLiveBond } from '#domain/bonds/status.ts';
import { expiryDate } from '#domain/bonds/term.ts';
import { shownDate } from '#domain/format/dates.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { notFound } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { messages } from '#generated/messages.ts';
import { requireUser } from '#server/http/guards.server.ts';
import { BRAND } from '#server/shared/brand.ts';

import { bondLandlordId, type BondRow, visibleBond } from '../store.server.ts';
import { type CertificateContent, certificatePdf } from './certificate-pdf.server.ts';

const t = messages.bondCertificate;

/**
 * The risks the bond covers (spec 001 §1: unpaid rent, notice or lock-in breach, damage beyond normal wear and tear,
 * unpaid utility and maintenance bills), in the order the certificate and the verification page list them.
 */
export const COVERED_RISKS: string[] = [t.coverRent, t.coverNotice, t.coverDamage, t.coverUtilities];

/** The public page that confirms a bond (site/app/routes/verify-bond.tsx), absolute: it is printed and scanned. */
export function verifyBondUrl(publicUrl: string, bondId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/verify/bond/${encodeURIComponent(bondId)}`;
}

/** `Nivaas-bond-NVB-2026-7KQ2M9XA.pdf`: the bond number, and only characters every file system and header take. */
export function certificateFileName(bondId: string): string {
  return `${BRAND}-bond-${bondId.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

/**
 * GET /bond/pdf/{bondId}: the bond certificate of a bond given by its number or its record id, for its
 * tenant, its landlord (of the bond or of its property) and staff; anyone else is told it does not exist
 * (404), as for every read of a bond. Any status prints: a bond no longer in force says so across the page.
 */
export async function bondCertificate(
  db: Db,
  actor: Actor,
  idOrCode: string,
  publicUrl: string,
): Promise<{ bondId: string; pdf: Buffer }> {
  const user = requireUser(actor);
  // A narrow sign-in (a visitor's phone code) reaches its own modules only.
  if (user.onlyModules && !user.onlyModules.includes('bonds')) throw notFound(messages.labels.bond);
  const bond = await visibleBond(db, user, idOrCode);
  const content = await certificateContent(db, bond, publicUrl);
  return { bondId: content.bondId, pdf: await certificatePdf(content) };
}

async function certificateContent(db: Db, bond: BondRow, publicUrl: string): Promise<CertificateContent> {
  const landlordId = await bondLandlordId(db, bond);
  const coApplicantIds = ((bond.coApplicants ?? []) as string[]).filter((id) => id !== 'none');
  const [tenant, landlord, property, coApplicants] = await Promise.all([
    db.selectFrom('user').select(['name', 'email']).where('id', '=', bond.tenantId).executeTakeFirst(),
    landlordId
      ? db.selectFrom('user').select(['name', 'email']).where('id', '=', landlordId).executeTakeFirst()
      : undefined,
    db.selectFrom('property').select(['name', 'propertyAddress']).where('id', '=', bond.propertyId).executeTakeFirst(),
    coApplicantIds.length
      ? db
          .selectFrom('co_applicant')
          .select(['name', 'relation'])
          .where('id', 'in', coApplicantIds)
          .where('tenantId', '=', bond.tenantId)
          .execute()
      : [],
  ]);
  const bondId = bond.bondId ?? bond.id;
  const status = bond.status ?? 'Pending-Check-in';
  const notYet = 'Not yet';
  return {
    bondId,
    status,
    inForce: isLiveBond(status),
    tenant: { name: clip(tenant?.name || tenant?.email || '', 48), detail: tenant?.name ? tenant.email : undefined },
    coApplicants: coApplicantLine(coApplicants),
    landlord: {
      name: clip(landlord?.name || landlord?.email || '', 48),
      detail: landlord?.name ? landlord.email : undefined,
    },
    property: { name: clip(property?.name ?? '', 80), address: addressLine(property?.propertyAddress) },
    terms: [
      { label: 'Bond amount', value: rupeesWithPaise(Number(bond.bondAmount)) },
      { label: 'Bond fee', value: rupeesWithPaise(Number(bond.bondFee)) },
      { label: 'Tenure', value: `${bond.tenure} ${bond.tenure === 1 ? 'year' : 'years'}` },
      { label: 'Effective date', value: shownDate(bond.bondEffectiveDate) },
      { label: 'Valid until', value: shownDate(expiryDate(bond)) },
      { label: 'Issued on', value: shownDate(bond.createdAt) || shownDate(bond.bondEffectiveDate) },
      { label: 'Check-in date', value: shownDate(bond.checkinDate) || notYet },
      { label: 'Check-out date', value: shownDate(bond.checkoutDate) || notYet },
      { label: 'Release date', value: shownDate(bond.releaseDate) || 'Not released' },
    ],
    covers: COVERED_RISKS,
    verifyUrl: verifyBondUrl(publicUrl, bondId),
    printedOn: shownDate(new Date()),
  };
}

/** "Flat 4B, MG Road, Baner, Pune, Maharashtra 411045": the parts the address has, in postal order. */
function addressLine(address: unknown): string {
  const a = (address && typeof address === 'object' ? address : {}) as Record<string, string | undefined>;
  const place = [a.state, a.pin].filter(Boolean).join(' ');
  return [a.house, a.street, a.locality, a.city, place].filter(Boolean).join(', ');
}

/** The page has room for a few lines per card: long names are cut with an ellipsis. */
function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** "Meera Rao (mother), Arjun Rao (brother)", or "Meera Rao (mother) and 2 more": two by name at most, so the card keeps its size. */
function coApplicantLine(people: { name: string; relation?: string | null }[]): string | undefined {
  const named = people
    .slice(0, people.length > 2 ? 1 : 2)
    .map((p) => clip(p.relation && p.relation !== 'none' ? `${p.name} (${p.relation})` : p.name, 40));
  const more = people.length - named.length;
  return named.length ? `${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}` : undefined;
}
