import type { AppConfig } from '#server/config.server.ts';

import type { CreditBureau } from './credit-bureau.ts';
import { devCreditBureau } from './credit-dev-bureau.server.ts';

/**
 * The bureau this server uses, chosen in this one place. A production adapter (CIBIL, Experian, Equifax or
 * CRIF High Mark through their member APIs) implements `CreditBureau` (credit-bureau.ts) and is returned here
 * when its credentials are configured; until then production has none and the credit calls answer 503
 * `provider_unavailable`. Everywhere else the development bureau answers (credit-dev-bureau.server.ts).
 */
export function creditBureauFor(config: Pick<AppConfig, 'production'>): CreditBureau | undefined {
  return config.production ? undefined : devCreditBureau;
}
