import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { rupeesWithPaise } from '#domain/format/money.ts';
import type { DomainContext } from '#server/domain-context.ts';
import { BRAND } from '#server/shared/brand.ts';

import { paise, providerId } from './provider.server.ts';
import type { SimulatorProvider, WebhookDelivery } from './simulator-provider.server.ts';
import { WEBHOOK_PATH } from './webhook.server.ts';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Mandate {
  subscriptionId: string;
  status: string;
  count: number;
  next?: { number: number; amount: number; status: string };
}

/**
 * The mandate page of the local payment simulator (decision 056), standing in for Razorpay's subscription
 * authorisation outside production. The site shows it in a frame; it posts one message to its parent:
 * `mandate.authorised` with `{razorpay_payment_id, razorpay_subscription_id, razorpay_signature}` (signed by the
 * server), `mandate.charged`, `mandate.failed`, or `dismissed`. Authorising charges the first instalment; later, in
 * test mode, the tenant charges the next one now (the month's charge coming early), optionally making it fail, or
 * stops the retries (halted). Each delivers Razorpay's signed subscription webhook to this server before answering.
 */
function page(nonce: string, mandate: Mandate | undefined): string {
  const next = mandate?.next;
  const amount = next ? rupeesWithPaise(next.amount) : '';
  const body =
    !mandate || !next
      ? `<p class="note" role="alert">This mandate has nothing left to authorise or charge.</p><button id="cancel" type="button">Close</button>`
      : mandate.status === 'awaiting-mandate'
        ? `<p class="what">Repayment in ${mandate.count === 1 ? 'one payment' : `${mandate.count} monthly instalments`}</p>
<p class="amount">${amount}</p><p class="note">Test mode: no money moves. Authorising the mandate pays the first instalment now; the others are charged monthly.</p>
<button id="authorise" class="primary" type="button">Authorise mandate and pay ${amount}</button>
<button id="fail" type="button">Fail authorisation</button><button id="cancel" type="button">Cancel</button>`
        : `<p class="what">Instalment ${next.number} of ${mandate.count}${next.status === 'due' ? '' : ` (${escape(next.status)})`}</p>
<p class="amount">${amount}</p><p class="note">Test mode: charge this instalment now instead of on its due date.</p>
<button id="charge" class="primary" type="button">${next.status === 'due' ? 'Charge' : 'Retry'} instalment ${next.number}</button>
<label class="hook"><input id="failing" type="checkbox"> Make this charge fail</label>
${next.status === 'failed' ? '<button id="halt" type="button">Stop retrying (halt the mandate)</button>' : ''}
<button id="cancel" type="button">Close</button>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(BRAND)} mandate (test mode)</title>
<style nonce="${nonce}">
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1D2939;background:#F5F7FA}
main{max-width:420px;margin:0 auto;padding:24px}h1{font-size:20px;margin:0 0 4px}
.badge{display:inline-block;font-size:12px;font-weight:600;color:#7A2E0E;background:#FEF0C7;border-radius:12px;padding:2px 10px}
.what{margin:16px 0 0;color:#475467}.amount{font-size:32px;font-weight:700;margin:4px 0 8px}.note{color:#475467;font-size:14px}
button{display:block;width:100%;margin:10px 0 0;padding:12px;font:inherit;font-weight:600;border-radius:8px;border:1px solid #98A2B3;background:#fff;color:#1D2939;cursor:pointer}
.hook{display:block;margin:14px 0 0;font-size:14px;color:#475467}
button.primary{background:#0B5CAD;border-color:#0B5CAD;color:#fff}button:focus-visible{outline:3px solid #F79009;outline-offset:2px}button[disabled]{opacity:.6;cursor:wait}
</style></head>
<body><main><h1>${escape(BRAND)}</h1><span class="badge">Mandate simulator</span>${body}</main>
<script nonce="${nonce}">
(function(){
  var sent = false;
  function tell(message){ if (sent) return; sent = true; message.source = 'nivaas-checkout'; (window.parent !== window ? window.parent : window.opener || window).postMessage(message, location.origin); }
  function on(id, fn){ var b = document.getElementById(id); if (b) b.addEventListener('click', fn); }
  function post(path, body, event){
    var buttons = document.querySelectorAll('button'); for (var i = 0; i < buttons.length; i++) buttons[i].disabled = true;
    fetch(location.pathname + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function(r){ return r.ok ? r.json() : Promise.reject(r.status); })
      .then(function(response){ tell({ event: response.failed ? 'mandate.failed' : event, response: response }); })
      .catch(function(){ tell({ event: 'mandate.failed', error: { description: 'The simulator could not complete this' } }); });
  }
  on('cancel', function(){ tell({ event: 'dismissed' }); });
  on('fail', function(){ tell({ event: 'mandate.failed', error: { code: 'BAD_REQUEST_ERROR', description: 'Your bank declined the mandate' } }); });
  on('authorise', function(){ post('/authorise', {}, 'mandate.authorised'); });
  on('charge', function(){ var f = document.getElementById('failing'); post('/charge', { fail: Boolean(f && f.checked) }, 'mandate.charged'); });
  on('halt', function(){ post('/halt', {}, 'mandate.failed'); });
  document.addEventListener('keydown', function(e){ if (e.key === 'Escape') tell({ event: 'dismissed' }); });
})();
</script></body></html>`;
}

/** The simulator's mandate pages; only when it is the provider (outside production, without Razorpay's keys). */
export function registerMandateSimulator(app: FastifyInstance, ctx: DomainContext, simulator: SimulatorProvider): void {
  const mandate = async (subscriptionId: string): Promise<Mandate | undefined> => {
    const row = await ctx.db
      .selectFrom('repayment_plan')
      .select(['subscriptionId', 'status', 'count', 'instalments'])
      .where('subscriptionId', '=', subscriptionId)
      .executeTakeFirst();
    if (!row?.subscriptionId) return undefined;
    const next = (row.instalments ?? []).find((i) => i.status !== 'paid');
    return { subscriptionId: row.subscriptionId, status: row.status ?? '', count: Number(row.count), next };
  };
  const deliver = (delivery: WebhookDelivery) =>
    app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: delivery.headers, payload: delivery.body });
  const open = async (id: string) => {
    const found = await mandate(id);
    return found?.next ? { mandate: found, next: found.next } : undefined;
  };
  const gone = { code: 'not_found', message: 'This mandate has nothing left to charge.' };
  type Req = { Params: { subscriptionId: string }; Body: unknown };

  // Outside /api/, so the API document never lists these pages.
  app.get<Req>('/payment-simulator/subscription/:subscriptionId', async (req, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const found = await mandate(req.params.subscriptionId);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
      );
    return reply.status(found ? 200 : 404).send(page(nonce, found));
  });

  app.post<Req>('/payment-simulator/subscription/:subscriptionId/authorise', async (req, reply) => {
    const found = await open(req.params.subscriptionId);
    if (!found || found.mandate.status !== 'awaiting-mandate') return reply.status(404).send(gone);
    const result = simulator.authorise(found.mandate.subscriptionId);
    const subscription = await simulator.fetchSubscription(found.mandate.subscriptionId);
    const started = { ...subscription, status: 'active' as const, current_start: Math.floor(Date.now() / 1000) };
    const charged = { ...started, paid_count: 1, remaining_count: subscription.total_count - 1 };
    await deliver(
      simulator.subscriptionWebhook('subscription.charged', charged, {
        id: result.razorpay_payment_id,
        amount: paise(found.next.amount),
      }),
    );
    return result;
  });

  app.post<Req>('/payment-simulator/subscription/:subscriptionId/charge', async (req, reply) => {
    const found = await open(req.params.subscriptionId);
    if (!found || found.mandate.status !== 'active') return reply.status(404).send(gone);
    const subscription = await simulator.fetchSubscription(found.mandate.subscriptionId);
    const fail = typeof req.body === 'object' && req.body !== null && (req.body as { fail?: unknown }).fail === true;
    const payment = { id: providerId('pay'), amount: paise(found.next.amount) };
    if (fail) {
      await deliver(
        simulator.subscriptionWebhook(
          'subscription.pending',
          { ...subscription, status: 'pending' },
          {
            ...payment,
            error_description: 'Your bank declined this charge',
          },
        ),
      );
      return { failed: true, error: { code: 'BAD_REQUEST_ERROR', description: 'Your bank declined this charge' } };
    }
    const paid = subscription.paid_count + 1;
    const status = paid === subscription.total_count ? ('completed' as const) : ('active' as const);
    await deliver(
      simulator.subscriptionWebhook(
        'subscription.charged',
        { ...subscription, status, paid_count: paid, remaining_count: subscription.total_count - paid },
        payment,
      ),
    );
    return { charged: payment.id };
  });

  app.post<Req>('/payment-simulator/subscription/:subscriptionId/halt', async (req, reply) => {
    const found = await open(req.params.subscriptionId);
    if (!found || found.next.status === 'due') return reply.status(404).send(gone);
    const subscription = await simulator.fetchSubscription(found.mandate.subscriptionId);
    await deliver(simulator.subscriptionWebhook('subscription.halted', { ...subscription, status: 'halted' }));
    return { failed: true, halted: true };
  });
}
