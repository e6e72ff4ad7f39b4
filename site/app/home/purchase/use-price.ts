import { useEffect, useRef, useState } from 'react';

import { siteCall } from '#site/account/site-call.ts';

/** The cart's answer (POST /payment/cart): what the drawer shows before Pay. */
export interface Price {
  bondAmount: number;
  tenure: number;
  fee: number;
  wallet: number;
  gst: number;
  alreadyPaid: number;
  finalAmount: number;
  bondEffectiveDate?: string;
}

/** The price check waits this long after the last change (spec 001 §9). */
export const PRICE_DEBOUNCE_MS = 800;

/**
 * The live price of the drawer: asked again 800 ms after the bond value or tenure last changed; only the answer to
 * the newest question is kept (an older one arriving late is dropped).
 */
export function usePrice(
  input: { productId: string; bondAmount: number; tenure: number; oldPropertyId?: string | null } | undefined,
) {
  const [price, setPrice] = useState<Price>();
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const asked = useRef(0);
  const key = input ? `${input.productId}|${input.bondAmount}|${input.tenure}|${input.oldPropertyId ?? ''}` : '';
  useEffect(() => {
    if (!input || !(input.bondAmount >= 0) || !input.tenure) return;
    const n = ++asked.current;
    setChecking(true);
    const timer = setTimeout(async () => {
      const answer = await siteCall<Price>('/home/payment', 'price', input);
      if (n !== asked.current) return;
      setChecking(false);
      if (answer.ok) {
        setPrice(answer.data);
        setError(undefined);
      } else setError(Object.values(answer.errors ?? {})[0] ?? answer.message);
    }, PRICE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { price, error, checking };
}
