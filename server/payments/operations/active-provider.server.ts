import type { Db } from '#engine/runtime/db/db-type.ts';
import type { AppConfig } from '#server/config.server.ts';

import type { PaymentProvider } from './provider.server.ts';
import { razorpayProvider } from './razorpay-provider.server.ts';
import type { RecurringProvider } from './recurring-provider.server.ts';
import { simulatorProvider } from './simulator-provider.server.ts';

/**
 * The provider this server uses: Razorpay when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set; else the
 * checkout simulator outside production; else none (production without keys: payments answer 503, never a fake).
 */
export function paymentProvider(config: AppConfig, db: Db): (PaymentProvider & RecurringProvider) | undefined {
  if (config.razorpay) return razorpayProvider(config.razorpay);
  return config.production ? undefined : simulatorProvider(config.authSecret, db);
}
