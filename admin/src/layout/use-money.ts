import { useCallback } from 'react';

import { moneyFor, type MoneyView } from '#domain/format/audience.ts';
import type { Amount } from '#domain/format/money.ts';

import { useConsoleConfig } from './console-config.ts';

/**
 * Amounts for the signed-in console viewer (`moneyFor`): staff see whole rupees outside payment views,
 * landlords and partners rupees and paise. Until the viewer is known, amounts show as staff's.
 */
export function useMoney(): (amount: Amount, view?: MoneyView) => string {
  const type = useConsoleConfig().data?.type;
  const audience = type === 'landlord' || type === 'partner' || type === 'tenant' ? 'customer' : 'staff';
  return useCallback((amount: Amount, view?: MoneyView) => moneyFor(audience, amount, view), [audience]);
}
