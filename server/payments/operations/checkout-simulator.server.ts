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

/**
 * The checkout page of the local payment simulator, standing in for the card provider's (Razorpay)
 * checkout outside production. The site shows it in a frame; it posts exactly one message to its parent,
 * as Razorpay's handlers receive them: `payment.success` with `{razorpay_payment_id, razorpay_order_id,
 * razorpay_signature}` (signed by the server with the simulator's key secret, never by the page),
 * `payment.failed` with `{error: {description}}`, or `dismissed`. With "Send the webhook too" ticked, the
 * simulator also delivers Razorpay's signed `payment.captured` / `payment.failed` webhook to this server before the
 * page answers (the webhook arriving first, as it may with Razorpay).
 */
function page(nonce: string, order: { order_id: string; amount: number; description: string } | undefined): string {
  const body = order
    ? `<p class="what">${escape(order.description)}</p>
<p class="amount">${rupeesWithPaise(order.amount)}</p>
<p class="note">Test mode: no money moves. Choose how this payment ends.</p>
<button id="pay" class="primary" type="button">Pay ${rupeesWithPaise(order.amount)}</button>
<button id="fail" type="button">Fail payment</button>
<button id="cancel" type="button">Cancel</button>
<label class="hook"><input id="webhook" type="checkbox"> Send the webhook too (payment.captured or payment.failed)</label>
<p id="status" role="status" aria-live="polite"></p>`
    : `<p class="note" role="alert">This payment is not open any more.</p><button id="cancel" type="button">Close</button>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(BRAND)} checkout (test mode)</title>
<style nonce="${nonce}">
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1D2939;background:#F5F7FA}
main{max-width:420px;margin:0 auto;padding:24px}
h1{font-size:20px;margin:0 0 4px}.badge{display:inline-block;font-size:12px;font-weight:600;color:#7A2E0E;background:#FEF0C7;border-radius:12px;padding:2px 10px}
.what{margin:16px 0 0;color:#475467}.amount{font-size:32px;font-weight:700;margin:4px 0 8px}.note{color:#475467;font-size:14px}
button{display:block;width:100%;margin:10px 0 0;padding:12px;font:inherit;font-weight:600;border-radius:8px;border:1px solid #98A2B3;background:#fff;color:#1D2939;cursor:pointer}
.hook{display:block;margin:14px 0 0;font-size:14px;color:#475467}
button.primary{background:#0B5CAD;border-color:#0B5CAD;color:#fff}button:focus-visible{outline:3px solid #F79009;outline-offset:2px}button[disabled]{opacity:.6;cursor:wait}
</style></head>
<body><main><h1>${escape(BRAND)}</h1><span class="badge">Payment simulator</span>${body}</main>
<script nonce="${nonce}">
(function(){
  var orderId = ${JSON.stringify(order?.order_id ?? '')};
  var sent = false;
  function tell(message){ if (sent) return; sent = true; message.source = 'nivaas-checkout'; (window.parent !== window ? window.parent : window.opener || window).postMessage(message, location.origin); }
  function on(id, fn){ var b = document.getElementById(id); if (b) b.addEventListener('click', fn); }
  on('cancel', function(){ tell({ event: 'dismissed' }); });
  function webhook(){ var box = document.getElementById('webhook'); return JSON.stringify({ webhook: Boolean(box && box.checked) }); }
  function failed(){ tell({ event: 'payment.failed', error: { code: 'BAD_REQUEST_ERROR', description: 'Your bank declined this payment', reason: 'payment_failed' } }); }
  on('fail', function(){
    if (!JSON.parse(webhook()).webhook) return failed();
    fetch(location.pathname + '/fail', { method: 'POST', headers: { 'content-type': 'application/json' }, body: webhook() }).then(failed, failed);
  });
  on('pay', function(){
    var buttons = document.querySelectorAll('button'); for (var i = 0; i < buttons.length; i++) buttons[i].disabled = true;
    document.getElementById('status').textContent = 'Processing...';
    fetch(location.pathname + '/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: webhook() })
      .then(function(r){ return r.ok ? r.json() : Promise.reject(r.status); })
      .then(function(response){ tell({ event: 'payment.success', response: response }); })
      .catch(function(){ tell({ event: 'payment.failed', error: { code: 'GATEWAY_ERROR', description: 'The payment could not be completed', reason: 'payment_failed' } }); });
  });
  document.addEventListener('keydown', function(e){ if (e.key === 'Escape') tell({ event: 'dismissed' }); });
})();
</script></body></html>`;
}

/** The simulator's pages; only when it is the provider (outside production, without Razorpay's keys). */
export function registerCheckoutSimulator(
  app: FastifyInstance,
  ctx: DomainContext,
  simulator: SimulatorProvider,
): void {
  const openOrder = async (orderId: string) => {
    const row = await ctx.db
      .selectFrom('payment_order')
      .select(['order_id', 'amount', 'type', 'status'])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return row && row.status !== 'paid' && row.order_id
      ? {
          order_id: row.order_id,
          amount: Number(row.amount ?? 0),
          description: row.type === 'token' ? 'Refundable token' : `Bond payment (${row.type})`,
        }
      : undefined;
  };
  // As Razorpay would: the signed event to this server's webhook endpoint, its answer awaited.
  const deliver = (delivery: WebhookDelivery) =>
    app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: delivery.headers, payload: delivery.body });
  const wantsWebhook = (body: unknown) =>
    typeof body === 'object' && body !== null && 'webhook' in body && body.webhook === true;

  // Outside /api/, so the API document (server/docs, /api/ routes only) never lists these pages.
  app.get<{ Params: { orderId: string } }>('/payment-simulator/checkout/:orderId', async (req, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const order = await openOrder(req.params.orderId);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
      );
    return reply.status(order ? 200 : 404).send(page(nonce, order));
  });

  app.post<{ Params: { orderId: string } }>('/payment-simulator/checkout/:orderId/pay', async (req, reply) => {
    const order = await openOrder(req.params.orderId);
    if (!order) return reply.status(404).send({ code: 'not_found', message: 'This payment is not open any more.' });
    const result = simulator.pay(order.order_id);
    if (wantsWebhook(req.body))
      await deliver(
        simulator.webhook('payment.captured', {
          id: result.razorpay_payment_id,
          order_id: order.order_id,
          amount: paise(order.amount),
        }),
      );
    return result;
  });

  app.post<{ Params: { orderId: string } }>('/payment-simulator/checkout/:orderId/fail', async (req, reply) => {
    const order = await openOrder(req.params.orderId);
    if (!order) return reply.status(404).send({ code: 'not_found', message: 'This payment is not open any more.' });
    if (wantsWebhook(req.body))
      await deliver(
        simulator.webhook('payment.failed', {
          id: providerId('pay'),
          order_id: order.order_id,
          amount: paise(order.amount),
          error_description: 'Your bank declined this payment',
        }),
      );
    return { error: { code: 'BAD_REQUEST_ERROR', description: 'Your bank declined this payment' } };
  });
}
