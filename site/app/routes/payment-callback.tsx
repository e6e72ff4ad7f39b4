import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, type MetaFunction, useLoaderData } from '@remix-run/react';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/server-runtime';

import { shownDate } from '#domain/format/dates.ts';
import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { requireViewer } from '../account/sign-in.server.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: msg('Payment'),
      description: msg('The result of your Nivaas payment.'),
      path: '/payment/completed/callback',
      noIndex: true,
    },
    matches,
  );

const SIGNED = ['razorpay_payment_id', 'razorpay_order_id', 'razorpay_signature'] as const;
const WHAT: Record<string, string> = {
  buy: msg('Your bond is issued'),
  renew: msg('Your bond is renewed'),
  transfer: msg('Your bond is transferred'),
};

/**
 * The provider's return (spec 001 §2: `/payment/completed/callback?eqaroOrderId=…&module=…`). Razorpay's redirect posts
 * the signed result here from its own site, which carries no session cookie: the fields move to the address and the
 * page's GET completes the order as the signed-in tenant. The server checks the signature; a replay changes nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const form = await request.formData().catch(() => undefined);
  for (const key of SIGNED) {
    const value = form?.get(key);
    if (typeof value === 'string' && value) url.searchParams.set(key, value);
  }
  throw redirect(`${url.pathname}${url.search}`, 303);
}

/** Reports completion by eqaroOrderId, then shows the outcome: paid (the bond), or not (the support text). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  requireViewer(context, request);
  const eqaroOrderId = url.searchParams.get('eqaroOrderId') ?? '';
  if (!eqaroOrderId) throw new Response('No order was named', { status: 404 });
  const signed = Object.fromEntries(SIGNED.map((k) => [k, url.searchParams.get(k) ?? undefined]).filter(([, v]) => v));
  const done = await context.api<{ type: string; bondCode?: string; expiryDate?: string }>(
    'POST',
    '/api/v1/payment/complete',
    { eqaroOrderId, ...signed },
  );
  if (done.ok)
    return {
      paid: true as const,
      type: done.data.type,
      bondCode: done.data.bondCode,
      expiryDate: done.data.expiryDate,
      eqaroOrderId,
    };
  const order = await context.api<{ status?: string; type?: string }>(
    'GET',
    `/api/v1/payment/order/${encodeURIComponent(eqaroOrderId)}`,
  );
  if (!order.ok) throw new Response(order.message ?? 'No such order', { status: 404 });
  return { paid: false as const, type: order.data.type ?? '', status: order.data.status ?? '', eqaroOrderId };
}

export default function PaymentCallbackPage() {
  const t = useT();
  const result = useLoaderData<typeof loader>();
  return (
    <Box
      component="section"
      aria-labelledby="payment-title"
      sx={{ minHeight: '55vh', display: 'grid', placeItems: 'center', px: 2.5, py: { xs: 6, md: 10 } }}
    >
      <Box sx={{ maxWidth: 560, textAlign: 'center' }}>
        <Typography
          id="payment-title"
          variant="h1"
          sx={{ fontSize: { xs: '1.8rem', md: '2.3rem' }, color: result.paid ? 'success.dark' : 'error.main', mb: 2 }}
        >
          {result.paid ? t('Payment successful!') : t(messages.payment.failedTitle)}
        </Typography>
        <Typography sx={{ fontSize: 17, mb: 1 }}>
          {result.paid
            ? `${t(WHAT[result.type] ?? msg('Your payment is received'))}${result.bondCode ? ` (${result.bondCode})` : ''}${result.expiryDate ? t(' and runs until {date}.', { date: shownDate(result.expiryDate) }) : '.'}`
            : t(messages.payment.failedText)}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('Order {id}', { id: result.eqaroOrderId })}</Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          {result.paid && result.bondCode && (
            <Button
              variant="outlined"
              href={`/home/bond/pdf/${encodeURIComponent(result.bondCode)}`}
              target="_blank"
              rel="noopener"
            >
              {t('Download Bond')}
            </Button>
          )}
          <Button component={Link} to="/home/dashboard" variant="contained">
            {t('Go to dashboard')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
