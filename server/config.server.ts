import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  /** Where PGlite, uploads and the dev outbox live. */
  dataDir: string;
  databaseUrl?: string;
  /** Signs access tokens. */
  authSecret: string;
  /** The site's own address, for links in e-mails. */
  publicUrl: string;
  bodyLimit: number;
  /** The longest a request may take to arrive (headers and body), in ms. */
  requestTimeoutMs: number;
  /** Seed demo data into an empty database on start. */
  seedDemo: boolean;
  /** The external underwriting rules portal the console opens (with the session token) for staff. */
  rulesPortalUrl: string;
  /**
   * Which proxies' X-Forwarded-For is believed (Fastify's trustProxy): the loopback addresses by
   * default (a proxy on this host, and the site's in-process calls), so a client cannot pick its own
   * address and slip the per-address throttle. Behind a load balancer: its addresses or hop count.
   */
  trustProxy: string | boolean | ((address: string, hop: number) => boolean);
  /**
   * Server processes `npm start` runs (decision 024): WEB_CONCURRENCY, else one per core in production on
   * PostgreSQL, else one (the embedded database belongs to one process).
   */
  processes: number;
  /** Connections each process keeps to PostgreSQL (DATABASE_POOL_SIZE). */
  poolSize: number;
  /** The shared cache of public pages (PAGE_CACHE=off turns it off; off by default under npm run dev). */
  pageCache: boolean;
  /** The card payment provider (decision 028); unset: the checkout simulator outside production, none in production. */
  razorpay?: RazorpayConfig;
  /** SMS and phone codes through Twilio (decision 026); unset: the dev outbox outside production, none in production. */
  twilio?: TwilioConfig;
  /** How often each process's webhook worker looks for due deliveries (WEBHOOK_POLL_MS, decision 031); 0 runs no worker. */
  webhookPollMs: number;
  /**
   * How long a claimed webhook delivery stays its process's to send (WEBHOOK_LEASE_MS, a whole number of
   * milliseconds of at least a second, decision 060); undefined: the webhooks' own default (30 s).
   */
  webhookLeaseMs?: number;
  /** Audit entries older than this many days are deleted in batches (AUDIT_RETENTION_DAYS, decision 033); undefined keeps them all. */
  auditRetentionDays?: number;
  /** How often each process sends the renewal reminders due (RENEWAL_REMINDER_MS, hourly; 0 under tests: none). */
  renewalReminderMs: number;
  /** How often each process sends the claim response reminders and closes lapsed windows (CLAIM_WINDOW_MS, hourly; 0 under tests: none). */
  claimWindowMs: number;
}

/** TWILIO_*: the account (Basic auth), the Verify service for phone codes, the sender of plain SMS, and TWILIO_API_URL (a local stub in tests). */
export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The Verify v2 service (VA...) that sends and checks phone codes; made with a code length of 4. */
  verifyServiceSid: string;
  /** Plain SMS are sent from this number (E.164) ... */
  from?: string;
  /** ... or through this Messaging Service (MG...), which picks the sender. */
  messagingServiceSid?: string;
  /** Unset: Twilio's own hosts. Set: every call goes to this origin, same paths (the contract test's stub). */
  apiUrl?: string;
}

/** RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET and RAZORPAY_API_URL (a local stub in tests). */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  /** Without it, Razorpay's webhooks are refused (503): completion then rests on the browser's return alone. */
  webhookSecret?: string;
  /** Where the Orders and Payments APIs answer (`/v1/...` below it): https://api.razorpay.com. */
  apiUrl: string;
}

/** Reads the environment; see the README's configuration table. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const port = Number(env.PORT ?? 3000);
  return {
    production,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    authSecret: env.AUTH_SECRET ?? devSecret(dataDir, production),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    bodyLimit: Number(env.BODY_LIMIT ?? 1024 * 1024),
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS ?? 120_000),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== 'false' : !production,
    rulesPortalUrl: env.RULES_PORTAL_URL ?? 'https://rules.nivaas.in/',
    trustProxy: trustedProxies(env.TRUST_PROXY),
    processes: serverProcesses(env, production),
    poolSize: positive(env.DATABASE_POOL_SIZE) ?? 10,
    // Off under `npm run dev` (SITE_DEV=1), where a page must show the edit just made.
    pageCache: env.PAGE_CACHE ? env.PAGE_CACHE !== 'off' : env.SITE_DEV !== '1',
    razorpay: razorpayConfig(env),
    twilio: twilioConfig(env),
    webhookPollMs: env.WEBHOOK_POLL_MS && /^\d+$/.test(env.WEBHOOK_POLL_MS) ? Number(env.WEBHOOK_POLL_MS) : 1000,
    webhookLeaseMs: (positive(env.WEBHOOK_LEASE_MS) ?? 0) >= 1000 ? positive(env.WEBHOOK_LEASE_MS) : undefined,
    auditRetentionDays: positive(env.AUDIT_RETENTION_DAYS),
    renewalReminderMs:
      env.RENEWAL_REMINDER_MS && /^\d+$/.test(env.RENEWAL_REMINDER_MS)
        ? Number(env.RENEWAL_REMINDER_MS)
        : env.NODE_ENV === 'test'
          ? 0
          : 3_600_000,
    claimWindowMs:
      env.CLAIM_WINDOW_MS && /^\d+$/.test(env.CLAIM_WINDOW_MS)
        ? Number(env.CLAIM_WINDOW_MS)
        : env.NODE_ENV === 'test'
          ? 0
          : 3_600_000,
  };
}

/** Both keys or neither: half a configuration is a mistake, not a reason to fall back to the simulator. */
function razorpayConfig(env: NodeJS.ProcessEnv): RazorpayConfig | undefined {
  const keyId = env.RAZORPAY_KEY_ID || undefined;
  const keySecret = env.RAZORPAY_KEY_SECRET || undefined;
  if (!keyId && !keySecret) return undefined;
  if (!keyId || !keySecret) throw new Error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  return {
    keyId,
    keySecret,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || undefined,
    apiUrl: (env.RAZORPAY_API_URL || 'https://api.razorpay.com').replace(/\/+$/, ''),
  };
}

/** All of it or none: a half-configured Twilio stops the start rather than quietly sending nothing. */
function twilioConfig(env: NodeJS.ProcessEnv): TwilioConfig | undefined {
  const read = (name: string) => env[name]?.trim() || undefined;
  const accountSid = read('TWILIO_ACCOUNT_SID');
  const authToken = read('TWILIO_AUTH_TOKEN');
  const verifyServiceSid = read('TWILIO_VERIFY_SERVICE_SID');
  const from = read('TWILIO_FROM');
  const messagingServiceSid = read('TWILIO_MESSAGING_SERVICE_SID');
  if (!accountSid && !authToken && !verifyServiceSid && !from && !messagingServiceSid) return undefined;
  const missing = [
    !accountSid && 'TWILIO_ACCOUNT_SID',
    !authToken && 'TWILIO_AUTH_TOKEN',
    !verifyServiceSid && 'TWILIO_VERIFY_SERVICE_SID',
    !from && !messagingServiceSid && 'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
  ].filter(Boolean);
  if (missing.length) throw new Error(`Twilio is half configured: set ${missing.join(', ')} too`);
  if (!accountSid!.startsWith('AC'))
    throw new Error('TWILIO_ACCOUNT_SID must start with AC (an API key needs the account SID)');
  if (!verifyServiceSid!.startsWith('VA')) throw new Error('TWILIO_VERIFY_SERVICE_SID must start with VA');
  if (messagingServiceSid && !messagingServiceSid.startsWith('MG'))
    throw new Error('TWILIO_MESSAGING_SERVICE_SID must start with MG');
  const apiUrl = read('TWILIO_API_URL')?.replace(/\/+$/, '');
  return {
    accountSid: accountSid!,
    authToken: authToken!,
    verifyServiceSid: verifyServiceSid!,
    from,
    messagingServiceSid,
    ...(apiUrl ? { apiUrl } : {}),
  };
}

function positive(value: string | undefined): number | undefined {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

function serverProcesses(env: NodeJS.ProcessEnv, production: boolean): number {
  if (!env.DATABASE_URL) return 1;
  return positive(env.WEB_CONCURRENCY) ?? (production ? availableParallelism() : 1);
}

/** TRUST_PROXY: unset → loopback; 'true'/'false'; a hop count; or addresses and CIDR ranges (comma-separated). */
function trustedProxies(value: string | undefined): AppConfig['trustProxy'] {
  if (!value) return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
  return value;
}

/** Outside production a secret is made once and kept in the data folder; production must set AUTH_SECRET. */
function devSecret(dataDir: string, production: boolean): string {
  if (production) throw new Error('AUTH_SECRET must be set in production');
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
