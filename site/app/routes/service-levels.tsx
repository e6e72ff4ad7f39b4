import '../service-levels/service-levels.css';

import type { MetaFunction } from '@remix-run/react';
import { Link, useLoaderData } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';

import { shownDate } from '#domain/format/dates.ts';
import { msg, type Translate } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import type { MeasuredTime, ServiceLevels } from '#generated/types/service-levels.ts';

import { publicPageHeaders } from '../seo/cache-headers.ts';
import { pageMeta } from '../seo/page-meta.ts';

/** The same for every visitor without a session: a shared cache may keep it briefly (decision 024). */
export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: msg('Claim Service Levels'),
      description: msg(
        'How long Nivaas took to decide claims and pay landlords over the last 90 days, measured from the claims themselves: the median, the 90th percentile and the share within our promise.',
      ),
      path: '/service-levels',
    },
    matches,
  );

/** /service-levels, public (issue 34 item 5): GET /api/v1/service-levels's figures, read in-process. */
export async function loader({ context }: LoaderFunctionArgs) {
  return context.data.serviceLevels();
}

const days = (t: Translate, value: number | null) => {
  if (value === null) return '—';
  const count = value.toLocaleString('en-IN', { maximumFractionDigits: 1 });
  return value === 1 ? t('{count} day', { count }) : t('{count} days', { count });
};

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
  const t = useT();
  return (
    <section className="sl-card" aria-label={title}>
      <h2>{title}</h2>
      <p className="sl-from">
        {from} ·{' '}
        {measured.count === 1 ? t('1 claim') : t('{count} claims', { count: measured.count.toLocaleString('en-IN') })}
      </p>
      {measured.count ? (
        <dl className="sl-figures">
          <div>
            <dt>{t('Median')}</dt>
            <dd>{days(t, measured.medianDays)}</dd>
          </div>
          <div>
            <dt>{t('9 in 10 within')}</dt>
            <dd>{days(t, measured.p90Days)}</dd>
          </div>
        </dl>
      ) : (
        <p className="sl-from">{t('No claim reached this stage in the period.')}</p>
      )}
      <p className="sl-promise">
        {t('Our promise: {promise}.', { promise })}
        {measured.onTimeShare !== null && (
          <>
            {' '}
            <strong>{share(measured.onTimeShare)}</strong> {t('kept it.')}
          </>
        )}
      </p>
    </section>
  );
}

export default function ServiceLevelsPage() {
  const t = useT();
  const levels = useLoaderData<typeof loader>() as ServiceLevels;
  const { promise } = levels;
  return (
    <div className="sl-band">
      <div className="sl-column">
        <h1 className="sl-title">{t('Claim service levels')}</h1>
        <p className="sl-lead">
          {t(
            "What our claims actually took from {from} to {to} (the last {days} days), counted from each claim's own dates, not a promise. Tenants get {responseDays} days to answer a claim, for free, before anything is decided.",
            {
              from: shownDate(levels.from),
              to: shownDate(levels.to),
              days: levels.days,
              responseDays: promise.responseDays,
            },
          )}
        </p>
        <div className="sl-cards">
          <Measure
            title={t('Time to decision')}
            from={t('From the claim being raised to our decision')}
            measured={levels.decision}
            promise={t(
              "a decision within {workingDays} working days after the tenant's {responseDays}-day response window",
              {
                workingDays: promise.decisionWorkingDays,
                responseDays: promise.responseDays,
              },
            )}
          />
          <Measure
            title={t('Time to payout')}
            from={t('From our decision to the landlord being paid')}
            measured={levels.payout}
            promise={t('payment within {workingDays} working days of the decision', {
              workingDays: promise.payoutWorkingDays,
            })}
          />
        </div>
        <p className="sl-notes">
          {t(
            "Working days skip Sundays and India's public holidays. “9 in 10 within” is the 90th percentile: nine claims in ten took no longer. The same figures are open to anyone at",
          )}{' '}
          <a href="/api/v1/service-levels">/api/v1/service-levels</a>{' '}
          {t('(JSON). Questions about a claim of your own?')} <Link to="/contactus">{t('Contact us')}</Link>.
        </p>
      </div>
    </div>
  );
}
