import { useEffect, useRef, useState } from 'react';

import type { RenewalQuote, RenewalQuoteAnswer } from '#client/renewal-quote.ts';
import { siteCall } from '#site/account/site-call.ts';

/**
 * The renew drawer's quote (GET /api/v1/bond/renew/quote/{id}?tenure=): asked again when the tenure changes; only the
 * answer to the newest question is kept. Nothing is asked for a buy or a transfer (no bond id).
 */
export function useRenewalQuote(bondId: string | undefined, tenure: number | undefined) {
  const [quote, setQuote] = useState<RenewalQuote>();
  const [checking, setChecking] = useState(false);
  const asked = useRef(0);
  useEffect(() => {
    if (!bondId || !tenure) return;
    const n = ++asked.current;
    setChecking(true);
    void siteCall<RenewalQuoteAnswer>('/home/payment', 'quote', { bondId, tenure }).then((answer) => {
      if (n !== asked.current) return;
      setChecking(false);
      setQuote(answer.ok ? answer.data.quote : undefined);
    });
  }, [bondId, tenure]);
  return { quote, checking };
}
