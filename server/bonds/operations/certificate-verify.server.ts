import type { BondVerification } from '#client/bond-verification.ts';
import { isLiveBond } from '#domain/bonds/status.ts';
import { expiryDate } from '#domain/bonds/term.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { notFound } from '#engine/runtime/errors.ts';
import { messages } from '#generated/messages.ts';

import { findBond } from '../store.server.ts';

/**
 * GET /bond/verify/{bondId}, public: whether Nivaas issued the bond a certificate names (by its number,
 * or its record id), with its status and dates, so a landlord can tell a genuine certificate from a
 * made-up or altered one. Nothing about the people on it: no names, contacts, address or fee; the city of
 * the property only. An unknown number is 404.
 */
export async function verifyBond(db: Db, idOrCode: string): Promise<BondVerification> {
  const bond = await findBond(db, idOrCode.trim());
  if (!bond) throw notFound(messages.labels.bond);
  const property = await db.selectFrom('property').select('city').where('id', '=', bond.propertyId).executeTakeFirst();
  return {
    bondId: bond.bondId ?? bond.id,
    status: bond.status ?? 'Pending-Check-in',
    inForce: isLiveBond(bond.status),
    bondAmount: Number(bond.bondAmount),
    tenure: bond.tenure,
    bondEffectiveDate: bond.bondEffectiveDate,
    expiryDate: expiryDate(bond),
    ...(bond.checkinDate ? { checkinDate: bond.checkinDate } : {}),
    ...(bond.releaseDate ? { releaseDate: bond.releaseDate } : {}),
    ...(property?.city ? { city: property.city } : {}),
  };
}
