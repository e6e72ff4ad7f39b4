import { claimLine, isoDay } from '../fixtures.ts';
import {
  type ActionName,
  admin,
  amountFor,
  bondsOfWorld,
  pick,
  propertyById,
  requestsOfWorld,
  type Run,
  type Step,
  userById,
  v1,
} from './doors.ts';
import { complete, initiate } from './payment-actions.ts';

/** The steps of a generated run: each action through one of its doors (doors.ts); payments in payment-actions.ts. */
async function requestBuy(run: Run, s: Step) {
  const tenant = run.world.tenants[s.a % 2];
  const property = pick(run.world.properties, s.b)!;
  await v1(run, 'tenant requests a bond', 'POST', '/bondrequest', tenant, { propertyId: property.id, type: 'buy' });
}

async function requestTransfer(run: Run, s: Step) {
  const tenant = run.world.tenants[s.a % 2];
  const own = (await bondsOfWorld(run)).filter((b) => b.tenantId === tenant.id);
  const bond =
    pick(
      own.filter((b) => b.status === 'Active' || b.status === 'Pending-Check-in'),
      s.value,
    ) ?? pick(own, s.value);
  if (!bond) return;
  const property = pick(run.world.properties, s.b)!;
  await v1(run, 'tenant requests a transfer', 'POST', '/bondrequest', tenant, {
    propertyId: property.id,
    type: 'transfer',
    bondId: bond.id,
  });
}

async function requestCancel(run: Run, s: Step) {
  const tenant = run.world.tenants[s.a % 2];
  const bond = pick(
    (await bondsOfWorld(run)).filter((b) => b.tenantId === tenant.id),
    s.b,
  );
  if (!bond) return;
  await v1(run, 'tenant asks to cancel', 'POST', '/bondrequest/cancel', tenant, {
    bondId: bond.id,
    propertyId: bond.propertyId,
    refundType: 'wallet',
    reason: 'Moving to another city for work',
  });
}

/** The landlord (/api/v1), staff through the console (/api/admin) or staff through /api/v1 accept or reject a pending request. */
async function answer(run: Run, s: Step) {
  const request = pick(await requestsOfWorld(run, 'pending'), s.a);
  if (!request) return;
  const property = propertyById(run, request.propertyId);
  const tenant = run.world.tenants.find((t) => t.id === request.userId)!;
  const accept = s.flag || s.value % 4 !== 0;
  const value = property ? amountFor(property, tenant.limit, s.value) : undefined;
  const body = accept
    ? {
        status: 'accepted',
        ...(request.type === 'transfer' && value !== undefined ? { expectedBondValue: value } : {}),
      }
    : { status: 'rejected', reasonOfReject: 'The room is no longer available' };
  const landlord = userById(run, request.landlordId) ?? run.world.landlords[0];
  const door = s.door % 3;
  if (door === 0)
    await v1(
      run,
      `landlord ${body.status} a ${request.type} request`,
      'PATCH',
      `/bondrequest/${request.id}`,
      landlord,
      body,
    );
  else if (door === 1)
    await admin(
      run,
      `staff ${body.status} a ${request.type} request (console)`,
      'PUT',
      `bond-request/${request.id}`,
      run.world.admin,
      body,
    );
  else
    await v1(
      run,
      `staff ${body.status} a ${request.type} request (v1)`,
      'PATCH',
      `/bondrequest/${request.id}`,
      run.world.admin,
      body,
    );
}

/** The landlord (/api/v1), or staff through the console or /api/v1, raise a claim of the bond's product's type (with `flag`, on an Active bond). */
async function raiseClaim(run: Run, s: Step) {
  const bonds = await bondsOfWorld(run);
  const bond =
    (s.flag
      ? pick(
          bonds.filter((b) => b.status === 'Active'),
          s.a,
        )
      : undefined) ?? pick(bonds, s.a);
  if (!bond) return;
  const type = propertyById(run, bond.propertyId)?.product.claimType ?? 'Unpaid Rent';
  const from = bond.bondEffectiveDate > isoDay(-20) ? bond.bondEffectiveDate : isoDay(-20);
  const body = {
    landlordId: bond.landlordId,
    tenantId: bond.tenantId,
    bondId: bond.id,
    claims: [
      claimLine({ type, from, to: from > isoDay(-1) ? from : isoDay(-1), claimAmount: 5_000 + s.value * 1_000 }),
    ],
  };
  const door = s.door % 3;
  const landlord = userById(run, bond.landlordId) ?? run.world.landlords[0];
  if (door === 0) await v1(run, 'landlord raises a claim', 'POST', '/claims', landlord, body);
  else if (door === 1) await admin(run, 'staff raise a claim (console)', 'POST', 'claim', run.world.admin, body);
  else await v1(run, 'staff raise a claim (v1)', 'POST', '/claims', run.world.admin, body);
}

/**
 * Staff decide a claim's lines, through /api/v1 or the console (which sends the whole record back): rejected (closed),
 * approved and recovered in full (closed), approved with nothing recovered yet (open), or on hold (open).
 */
async function decideClaim(run: Run, s: Step) {
  const bonds = (await bondsOfWorld(run)).map((b) => b.id);
  if (!bonds.length) return;
  const claim = pick(
    await run.api.db.selectFrom('claim').selectAll().where('bondId', 'in', bonds).orderBy('createdAt').execute(),
    s.a,
  );
  if (!claim) return;
  const lines = (claim.claims as { claimAmount?: number }[]) ?? [];
  const outcome = s.value % 4;
  const decided = lines.map((l) =>
    outcome === 0
      ? { ...l, status: 'rejected' }
      : outcome === 3
        ? { ...l, status: 'onhold' }
        : { ...l, status: 'approved', approvedAmount: 2_000 },
  );
  const recoveries =
    outcome === 1
      ? [
          {
            utr_checkNumber: `UTR-${claim.id.slice(0, 8)}`,
            receiptAmount: 2_000 * lines.length,
            receiptDate: isoDay(0),
          },
        ]
      : undefined;
  const changes = {
    claims: decided,
    finalComment: 'Decided on both sides’ evidence',
    ...(recoveries ? { recoveries } : {}),
  };
  if (s.door % 2 === 0) {
    await v1(run, 'staff decide a claim (v1)', 'PATCH', `/claims/${claim.id}`, run.world.admin, changes);
    return;
  }
  const record = await admin(run, 'staff open a claim (console)', 'GET', `claim/${claim.id}`, run.world.admin);
  if (record.statusCode === 200)
    await admin(run, 'staff decide a claim (console)', 'PUT', `claim/${claim.id}`, run.world.admin, {
      ...record.json(),
      ...changes,
    });
}

async function release(run: Run, s: Step) {
  const bond = pick(await bondsOfWorld(run), s.a);
  if (!bond) return;
  const who = s.door % 2 === 0 ? (userById(run, bond.landlordId) ?? run.world.landlords[0]) : run.world.admin;
  await v1(run, s.door % 2 === 0 ? 'landlord releases a bond' : 'staff release a bond', 'POST', '/bond/release', who, {
    bondId: bond.id,
  });
}

/** Staff renew a bond by hand (the bulk Bond Renew page's entry) at a drawn value. */
async function manualRenew(run: Run, s: Step) {
  const bond = pick(await bondsOfWorld(run), s.a);
  if (!bond) return;
  const property = propertyById(run, bond.propertyId);
  const tenant = run.world.tenants.find((t) => t.id === bond.tenantId)!;
  const bondAmount = property ? (amountFor(property, tenant.limit, s.value) ?? bond.bondAmount) : bond.bondAmount;
  const res = await v1(run, 'staff renew a bond by hand', 'POST', '/bond/manual/renew', run.world.admin, {
    bondId: bond.bondId,
    bondFee: 2_000,
    bondAmount,
  });
  if (res.statusCode === 200) run.staffValued.add(bond.id);
}

/** Finance or an admin top up a wallet by a drawn amount (some refused: ₹0, negative, too much). */
async function topUp(run: Run, s: Step) {
  const user = pick(run.world.users, s.a)!;
  const amount = [1, 250.75, 1_000, 0, -5, 10_000_001, 0.001, 5_000, 99.99, 12_345][s.value % 10];
  const who = s.flag ? run.world.finance : run.world.admin;
  await v1(run, s.flag ? 'finance top up a wallet' : 'an admin tops up a wallet', 'POST', '/wallet/add', who, {
    amount,
    userId: user.id,
  });
}

/** The landlord, staff or the tenant set the check-in date to today (a bond awaiting check-in becomes Active). */
async function checkIn(run: Run, s: Step) {
  const bond = pick(await bondsOfWorld(run), s.a);
  if (!bond) return;
  const door = s.door % 3;
  const who =
    door === 0
      ? (userById(run, bond.landlordId) ?? run.world.landlords[0])
      : door === 1
        ? run.world.admin
        : userById(run, bond.tenantId)!;
  await v1(run, ['landlord', 'staff', 'tenant'][door] + ' sets the check-in', 'PATCH', `/bond/${bond.id}`, who, {
    checkinDate: isoDay(0),
    checkoutDate: isoDay(300),
  });
}

const RUNNERS: Record<ActionName, (run: Run, s: Step) => Promise<unknown>> = {
  requestBuy,
  requestTransfer,
  requestCancel,
  answer,
  initiate,
  complete,
  raiseClaim,
  decideClaim,
  release,
  manualRenew,
  topUp,
  checkIn,
};

export const perform = (run: Run, step: Step) => RUNNERS[step.action](run, step);

export { InvariantBroken, type Run, type Step, stepArb } from './doors.ts';
