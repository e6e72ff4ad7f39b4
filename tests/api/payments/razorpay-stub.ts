import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that plays Razorpay's API for the contract test: Basic auth with the key id and secret,
 * the Orders API (POST /v1/orders, GET /v1/orders/:id) and GET /v1/payments/:id answering Razorpay-shaped JSON,
 * refusals as `{error: {code, description, ...}}`. It also plays the customer paying on Razorpay's Checkout
 * (`pay`: the checkout's signed result) and Razorpay's webhook deliveries (`webhook`: signed raw body, event id).
 */
export interface RazorpayStub {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, Record<string, any>>;
  /** Every call: method, path and whether its credentials were right. */
  calls: { method: string; path: string; authorized: boolean }[];
  /** More of Razorpay's API (its Subscriptions, tests/api/payments/razorpay-subscriptions.ts): an answer, or none to go on. */
  routes?: (method: string, path: string, body: string) => [number, unknown] | undefined;
  /** The next call answers this status and error instead. */
  failNext(status: number, error: { code: string; description: string }): void;
  pay(orderId: string): { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  webhook(
    event: 'payment.captured' | 'payment.failed',
    payment: { id: string; order_id: string; amount: number },
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const id = (prefix: string) => `${prefix}_${[...randomBytes(14)].map((b) => ALNUM[b % 62]).join('')}`;
const now = () => Math.floor(Date.now() / 1000);
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

export async function startRazorpayStub(): Promise<RazorpayStub> {
  const keyId = `rzp_test_${randomBytes(7).toString('hex')}`;
  const keySecret = randomBytes(18).toString('base64url');
  const webhookSecret = randomBytes(18).toString('base64url');
  const orders = new Map<string, Record<string, any>>();
  const payments = new Map<string, Record<string, any>>();
  const calls: RazorpayStub['calls'] = [];
  let failure: { status: number; error: { code: string; description: string } } | undefined;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, description: string, field?: string) =>
    send(res, status, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
        ...(field ? { field } : {}),
      },
    });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '').split('?')[0];
    const authorized = req.headers.authorization === `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    calls.push({ method: req.method ?? '', path, authorized });
    if (!authorized)
      return send(res, 401, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Authentication failed',
          source: 'NA',
          step: 'NA',
          reason: 'NA',
          metadata: {},
        },
      });
    if (failure) {
      const { status, error } = failure;
      failure = undefined;
      return send(res, status, { error: { ...error, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } });
    }
    if (req.method === 'POST' && path === '/v1/orders') {
      let body: any;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return refuse(res, 400, 'The request body is not valid JSON');
      }
      if (!Number.isInteger(body.amount) || body.amount < 100)
        return refuse(res, 400, 'The amount must be at least INR 1.00', 'amount');
      if (body.currency !== 'INR') return refuse(res, 400, 'The currency provided is not supported', 'currency');
      if (
        typeof body.receipt === 'string' &&
        (body.receipt.length > 40 || [...orders.values()].some((o) => o.receipt === body.receipt))
      )
        return refuse(res, 400, 'Order receipt should be unique.', 'receipt');
      const order = {
        id: id('order'),
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: 'INR',
        receipt: body.receipt ?? null,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: body.notes ?? [],
        created_at: now(),
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    const order = req.method === 'GET' && /^\/v1\/orders\/([^/]+)$/.exec(path);
    if (order)
      return orders.has(order[1])
        ? send(res, 200, orders.get(order[1]))
        : refuse(res, 400, 'The id provided does not exist');
    const payment = req.method === 'GET' && /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (payment)
      return payments.has(payment[1])
        ? send(res, 200, payments.get(payment[1]))
        : refuse(res, 400, 'The id provided does not exist');
    const more = stub.routes?.(req.method ?? '', path, Buffer.concat(chunks).toString('utf8'));
    if (more) return send(res, more[0], more[1]);
    return refuse(res, 404, 'The requested URL was not found on the server.');
  }

  const server = createServer((req, res) => void handle(req, res).catch(() => res.writeHead(500).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const stub: RazorpayStub = {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    calls,
    failNext: (status, error) => {
      failure = { status, error };
    },
    pay(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`the stub has no order ${orderId}`);
      const paymentId = id('pay');
      payments.set(paymentId, {
        id: paymentId,
        entity: 'payment',
        amount: order.amount,
        currency: 'INR',
        status: 'captured',
        order_id: orderId,
        method: 'card',
        captured: true,
        error_code: null,
        error_description: null,
        created_at: now(),
      });
      Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0, attempts: order.attempts + 1 });
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: orderId,
        razorpay_signature: hmac(keySecret, `${orderId}|${paymentId}`),
      };
    },
    webhook(event, payment) {
      const failed = event === 'payment.failed';
      const entity = {
        id: payment.id,
        entity: 'payment',
        amount: payment.amount,
        currency: 'INR',
        status: failed ? 'failed' : 'captured',
        order_id: payment.order_id,
        method: 'card',
        captured: !failed,
        error_code: failed ? 'BAD_REQUEST_ERROR' : null,
        error_description: failed ? 'Payment failed because the card was declined' : null,
        created_at: now(),
      };
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_stub',
        event,
        contains: ['payment'],
        payload: { payment: { entity } },
        created_at: now(),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmac(webhookSecret, body),
          'x-razorpay-event-id': id('evt'),
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return stub;
}
