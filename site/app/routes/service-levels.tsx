import '../service-levels/service-levels.css';

import type { MetaFunction } from '@remix-run/react';
import { Link, useLoaderData } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';

import { shownDate } from '#domain/format/dates.ts';
import type { MeasuredTime, ServiceLevels } from '#generated/types/service-levels.ts';

import { publicPageHeaders } from '../seo/cache-headers.ts';
import { pageMeta } from '../seo/page-meta.ts';

/** The same for every visitor without a session: a shared cache may keep it briefly (decision 024). */
export const headers = publicPageHeaders;

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Claim Service Levels',
    description:
      'How long Nivaas took to decide claims and pay landlords over the last 90 days, measured from the claims themselves: the median, the 90th percentile and the share within our promise.',
    path: '/service-levels',
  });

/** /service-levels, public (issue 34 item 5): GET /api/v1/service-levels's figures, read in-process. */
export async function loader({ context }: LoaderFunctionArgs) {
  return context.data.serviceLevels();
}

const days = (value: number | null) =>
  value === null
    ? '—'
    : `${value.toLocaleString('en-IN', { maximumFractionDigits: 1 })} ${value === 1 ? 'day' : 'days'}`;

const share = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

function Measure({
  title,
  from,
  measured,
  promise,
}: {
  title: string;
  from: string;
  measured: MeasuredTime;
  promise: string;
}) {
  return (
    <section className="sl-card" aria-label={title}>
      <h2>{title}</h2>
      <p className="sl-from">
        {from} · {measured.count === 1 ? '1 claim' : `${measured.count.toLocaleString('en-IN')} claims`}
      </p>
      {measured.count ? (
        <dl className="sl-figures">
          <div>
            <dt>Median</dt>
            <dd>{days(measured.medianDays)}</dd>
          </div>
          <div>
            <dt>9 in 10 within</dt>
            <dd>{days(measured.p90Days)}</dd>
          </div>
        </dl>
      ) : (
        <p className="sl-from">No claim reached this stage in the period.</p>
      )}
      <p className="sl-promise">
        Our promise: {promise}.
        {measured.onTimeShare !== null && (
          <>
            {' '}
            <strong>{share(measured.onTimeShare)}</strong> kept it.
          </>
        )}
      </p>
    </section>
  );
}

export default function ServiceLevelsPage() {
  const levels = useLoaderData<typeof loader>() as ServiceLevels;
  const { promise } = levels;
  return (
    <div className="sl-band">
      <div className="sl-column">
        <h1 className="sl-title">Claim service levels</h1>
        <p className="sl-lead">
          What our claims actually took from {shownDate(levels.from)} to {shownDate(levels.to)} (the last {levels.days}{' '}
          days), counted from each claim&apos;s own dates, not a promise. Tenants get {promise.responseDays} days to
          answer a claim, for free, before anything is decided.
        </p>
        <div className="sl-cards">
          <Measure
            title="Time to decision"
            from="From the claim being raised to our decision"
            measured={levels.decision}
            promise={`a decision within ${promise.decisionWorkingDays} working days after the tenant's ${promise.responseDays}-day response window`}
          />
          <Measure
            title="Time to payout"
            from="From our decision to the landlord being paid"
            measured={levels.payout}
            promise={`payment within ${promise.payoutWorkingDays} working days of the decision`}
          />
        </div>
        <p className="sl-notes">
          Working days skip Sundays and India&apos;s public holidays. &ldquo;9 in 10 within&rdquo; is the 90th
          percentile: nine claims in ten took no longer. The same figures are open to anyone at{' '}
          <a href="/api/v1/service-levels">/api/v1/service-levels</a> (JSON). Questions about a claim of your own?{' '}
          <Link to="/contactus">Contact us</Link>.
        </p>
      </div>
    </div>
  );
}
