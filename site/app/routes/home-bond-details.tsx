import { type MetaFunction, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/server-runtime';

import { type MoveInProperty, moveInRoomsOf } from '#client/move-in-items.ts';
import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { type AccountAnswer, failure, jsonBody } from '../account/api-answer.ts';
import { requireViewer } from '../account/sign-in.server.ts';
import { PageHeading } from '../home/account-frame.tsx';
import { BondDetails, type BondView } from '../home/bond/bond-details.tsx';
import type { MoveInReport } from '../home/bond/move-in-report.tsx';
import { SettingsNav } from '../home/settings-nav.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: msg('Bond Details'),
      description: msg('Your Nivaas bond: documents, dates, renewal and cancellation.'),
      path: '/home/settings/bonddetails',
      noIndex: true,
    },
    matches,
  );

type Summary = { bonds: BondView[]; currentBond: BondView | null };
type CancelRequest = { bondId?: string; status: string };

/**
 * The tenant's bond (the live one, else the newest): POST /bond/bondata, its renewal status, its refund if cancelled
 * now, whether a cancellation is already with the landlord, and its product's name.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(context, request);
  const summary = await context.api<Summary>('POST', '/api/v1/bond/bondata', { tenantId: viewer.id });
  if (summary.status === 401) throw redirect('/login?redirectTo=/home/settings/bonddetails');
  const bonds = summary.ok ? summary.data.bonds : [];
  const bond = (summary.ok && summary.data.currentBond) || bonds[0];
  if (!bond)
    return {
      bond: null,
      others: [] as BondView[],
      renewMessage: undefined,
      refund: undefined,
      cancelSent: false,
      report: null,
      rooms: [] as string[],
      propertyType: null,
      productName: null,
    };
  const live = bond.status === 'Active' || bond.status === 'Pending-Check-in';
  const [renew, refund, cancels, reports, property, product, stored] = await Promise.all([
    live
      ? context.api<{ message?: string; renewable?: boolean }>('GET', `/api/v1/bond/renew/status/${bond.id}`)
      : undefined,
    live
      ? context.api<{ refundAmount: number; fullRefund: boolean; rule: string }>(
          'GET',
          `/api/v1/refund/calculate/amt/${bond.id}`,
        )
      : undefined,
    context.api<{ results: CancelRequest[] }>('GET', `/api/v1/bondrequest?type=cancel&limit=50&sortBy=createdAt:desc`),
    context.api<{ results: (MoveInReport & { bondId?: string })[] }>(
      'GET',
      `/api/v1/inspections?propertyId=${bond.propertyId ?? ''}&limit=50`,
    ),
    bond.propertyId ? context.api<MoveInProperty>('GET', `/api/v1/property/${bond.propertyId}`) : undefined,
    bond.productId ? context.api<{ name?: string }>('GET', `/api/v1/products/${bond.productId}`) : undefined,
    // The bond's version (its ETag), which a change of its dates sends back as If-Match.
    context.api('GET', `/api/v1/bond/${bond.id}`),
  ]);
  const cancelSent =
    !!cancels.ok &&
    cancels.data.results.some((r) => r.bondId === bond.id && (r.status === 'pending' || r.status === 'accepted'));
  return {
    bond,
    others: bonds.filter((b) => b.id !== bond.id),
    renewMessage: renew?.ok && renew.data.renewable ? renew.data.message : undefined,
    refund: refund?.ok ? refund.data : undefined,
    cancelSent,
    report: reports.ok ? (reports.data.results.find((r) => r.bondId === bond.id) ?? null) : null,
    // The move-in report covers the property's rooms as its record holds them (a shared room: that room and its bathroom).
    rooms: moveInRoomsOf(property?.ok ? property.data : undefined),
    propertyType: property?.ok ? (property.data.propertyType ?? null) : null,
    productName: product?.ok ? (product.data.name ?? null) : null,
    version: stored.version,
  };
}

/**
 * POST {intent: 'dates' | 'cancel' | 'movein', ...}: PATCH /bond/{id} with the dates and agreement (on the version the
 * page read: If-Match), POST /bondrequest/cancel, or POST /inspection.
 */
export async function action({ request, context }: ActionFunctionArgs): Promise<AccountAnswer<{ intent: string }>> {
  requireViewer(context, request);
  const { intent, id, version, ...fields } = await jsonBody(request);
  if (typeof id !== 'string' || (intent !== 'dates' && intent !== 'cancel' && intent !== 'movein'))
    return { ok: false, message: messages.request.notValid };
  if (intent === 'movein') {
    const answer = await context.api('POST', '/api/v1/inspections', {
      bondId: id,
      propertyId: fields.propertyId,
      amenities: fields.amenities,
    });
    return answer.ok ? { ok: true, intent } : failure(answer, messages.request.notValid);
  }
  if (intent === 'dates') {
    const agreement = fields.agreement as { docUrl?: string } | undefined;
    const body = {
      checkinDate: fields.checkinDate,
      checkoutDate: fields.checkoutDate,
      ...(agreement?.docUrl ? { agreement: { docType: 'RENT_AGREEMENT', docUrl: agreement.docUrl } } : {}),
    };
    const ifMatch = typeof version === 'string' ? version : undefined;
    const answer = await context.api('PATCH', `/api/v1/bond/${id}`, body, { ifMatch });
    return answer.ok ? { ok: true, intent } : failure(answer, messages.request.notValid);
  }
  const answer = await context.api('POST', '/api/v1/bondrequest/cancel', { ...fields, bondId: id });
  return answer.ok ? { ok: true, intent } : failure(answer, messages.request.notValid);
}

export default function BondDetailsPage() {
  const data = useLoaderData<typeof loader>();
  const layout = useRouteLoaderData<{ tenant: boolean }>('routes/home-layout');
  const t = useT();
  return (
    <>
      <PageHeading title={t('Settings')} />
      <SettingsNav tenant={layout?.tenant ?? true} />
      <BondDetails {...data} />
    </>
  );
}
