import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';

import type { PurchasePlan } from '#client/purchase-plan.ts';
import { checkBondValue } from '#domain/bonds/value.ts';
import { indiaDay } from '#domain/format/dates.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import { msg } from '#engine/runtime/i18n/translator.ts';
import { DateField } from '#forms/date/date-field.tsx';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';
import { siteCall } from '#site/account/site-call.ts';
import type { CheckoutResult } from '#site/booking/checkout-frame.tsx';
import { type OrderCheckout, ProviderCheckout } from '#site/booking/provider-checkout.tsx';

import { EditDrawer, UnsavedChanges } from '../edit-drawer.tsx';
import { RenewalQuoteView } from '../renewal-quote.tsx';
import { type Outcome, OutcomeDialog, ProcessingDialog } from './payment-dialogs.tsx';
import { PriceBox, valueRange } from './price-box.tsx';
import type { PurchaseIntent, PurchaseType } from './purchase-offers.ts';
import { usePrice } from './use-price.ts';
import { useRenewalQuote } from './use-renewal-quote.ts';

type Plan = PurchasePlan;

interface Order {
  eqaroOrderId: string;
  amount: number;
  order_id?: string;
  checkout: OrderCheckout;
}

const TITLE: Record<PurchaseType, string> = {
  buy: msg('Buy Bond'),
  renew: msg('Renew Bond'),
  transfer: msg('Transfer Bond'),
};
/** Today in India, as the server judges "not before yesterday". */
const todayInIndia = () => indiaDay(new Date());
const NONE = 'none';

/**
 * The Buy, Renew and Transfer drawer (spec 001 §2, §4, §5): the product's tenures, the bond value (editable only when
 * the product allows), the effective date (not before yesterday; the price's own date when it fixes one), co-applicants
 * or None, a live price (800 ms after the last change), then Pay: the order, the processing dialog, the checkout (none
 * when the wallet covers it all) and the outcome of its type.
 */
export function PurchaseDrawer({ intent, onClose }: { intent: PurchaseIntent; onClose: () => void }) {
  const t = useT();
  const [plan, setPlan] = useState<Plan>();
  const [planError, setPlanError] = useState<string>();
  const [tenure, setTenure] = useState<number>();
  const [bondAmount, setBondAmount] = useState<string>('');
  const [date, setDate] = useState(todayInIndia());
  const [chosen, setChosen] = useState<string[]>([NONE]);
  const [paying, setPaying] = useState<'processing' | 'checkout'>();
  const [order, setOrder] = useState<Order>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [payError, setPayError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    void siteCall<Plan>('/home/payment', 'plan', { ...intent }).then((answer) => {
      if (!answer.ok) return setPlanError(answer.message ?? messages.lead.errorUnknown);
      setPlan(answer.data);
      setTenure(answer.data.product.tenures[0] ?? 1);
      setBondAmount(String(answer.data.bondAmount));
    });
  }, [intent]);

  const value = Number(bondAmount);
  // The server's rule for the value (the product's minimum months of rent, the tenant's maximum eligibility), asked here
  // too so that Pay is never offered for a value the order would refuse.
  const valueVerdict = plan?.bondValueLimits
    ? checkBondValue(bondAmount === '' ? undefined : value, plan.bondValueLimits)
    : undefined;
  const valueProblem = valueVerdict && !valueVerdict.ok ? valueVerdict.message : undefined;
  const priceInput = useMemo(
    () =>
      plan && tenure && bondAmount !== '' && Number.isFinite(value) && !valueProblem
        ? { productId: plan.product.id, bondAmount: value, tenure, oldPropertyId: plan.oldPropertyId }
        : undefined,
    [plan, tenure, bondAmount, value, valueProblem],
  );
  const { price, error: priceError, checking } = usePrice(priceInput);
  // A renewal shows its quote: the parts of the price and what changed since the last payment (issue 34).
  const renewal = useRenewalQuote(intent.type === 'renew' ? (plan?.bondId ?? intent.bondId) : undefined, tenure);
  const fixedDate = price?.bondEffectiveDate ?? plan?.fixedEffectiveDate;
  const effectiveDate = fixedDate ?? date;

  const toggle = (id: string, on: boolean) =>
    setChosen((list) =>
      id === NONE ? (on ? [NONE] : []) : on ? [...list.filter((x) => x !== NONE), id] : list.filter((x) => x !== id),
    );

  const complete = async (
    eqaroOrderId: string,
    result?: Extract<CheckoutResult, { event: 'payment.success' }>['response'],
  ) => {
    setPaying('processing');
    const done = await siteCall<{ bondCode?: string; bondId: string; expiryDate: string; type: string }>(
      '/home/payment',
      'complete',
      { eqaroOrderId, ...result },
    );
    setPaying(undefined);
    setOutcome(
      done.ok
        ? { kind: 'success', type: intent.type, bondCode: done.data.bondCode, expiryDate: done.data.expiryDate }
        : { kind: 'failed', type: intent.type, reason: done.message },
    );
  };

  const pay = async () => {
    if (!plan || !tenure) return;
    setPayError(undefined);
    setFieldErrors({});
    setPaying('processing');
    const answer = await siteCall<Order>('/home/payment', 'initiate', {
      type: intent.type,
      propertyId: intent.propertyId,
      bondId: plan.bondId,
      tenure,
      bondAmount: value,
      bondEffectiveDate: effectiveDate,
      coApplicants: chosen.filter((c) => c !== NONE),
      externalRedirectLink: `${window.location.origin}/payment/completed/callback`,
    });
    if (!answer.ok) {
      setPaying(undefined);
      setFieldErrors(answer.errors ?? {});
      return setPayError(answer.message ?? messages.lead.errorUnknown);
    }
    // An order the wallet covers in full needs no checkout.
    if (!(answer.data.amount > 0)) return complete(answer.data.eqaroOrderId);
    setOrder(answer.data);
    setPaying('checkout');
  };

  const onCheckout = (result: CheckoutResult) => {
    const current = order!;
    setOrder(undefined);
    if (result.event === 'payment.success') return void complete(current.eqaroOrderId, result.response);
    setPaying(undefined);
    if (result.event === 'payment.failed')
      setOutcome({ kind: 'failed', type: intent.type, reason: result.description });
    else setPayError(messages.booking.paymentCancelled);
  };

  // Changed from what the plan offered, and not yet on its way to the payment: closing or leaving asks first.
  const changed =
    !!plan &&
    (tenure !== (plan.product.tenures[0] ?? 1) ||
      bondAmount !== String(plan.bondAmount) ||
      (!fixedDate && date !== todayInIndia()) ||
      chosen.join() !== NONE);
  const dirty = changed && !paying && !order && !outcome;

  return (
    <EditDrawer title={t(TITLE[intent.type])} open onClose={onClose}>
      <UnsavedChanges dirty={dirty} />
      {planError && (
        <Alert severity="error" role="alert">
          {t(planError)}
        </Alert>
      )}
      {!plan && !planError && <Skeleton variant="rounded" height={420} aria-label={t('Loading')} />}
      {plan && (
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Typography>
            {plan.propertyName}
            {plan.bondCode ? ` · ${t('Bond {bondId}', { bondId: plan.bondCode })}` : ''}
            {plan.product.name ? ` · ${plan.product.name}` : ''}
          </Typography>
          <TextField
            select
            label={t('Tenure')}
            value={tenure ?? ''}
            onChange={(e) => setTenure(Number(e.target.value))}
            required
          >
            {plan.product.tenures.map((n) => (
              <MenuItem key={n} value={n}>
                {n === 1 ? t('{count} year', { count: n }) : t('{count} years', { count: n })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('Bond Amount')}
            type="number"
            value={bondAmount}
            onChange={(e) => setBondAmount(e.target.value)}
            disabled={plan.bondAmountFixed}
            required
            inputProps={{
              min: plan.bondValueLimits?.min ?? 1,
              ...(plan.bondValueLimits?.max !== undefined ? { max: plan.bondValueLimits.max } : {}),
              step: 500,
            }}
            error={!!(valueProblem ?? fieldErrors.bondAmount)}
            helperText={
              t(valueProblem ?? fieldErrors.bondAmount ?? '') ||
              (plan.bondAmountFixed
                ? t('Set by the product or the accepted request')
                : valueRange(plan.bondValueLimits, t))
            }
          />
          <DateField
            label={t('Bond Effective Date')}
            value={effectiveDate}
            onChange={(day) => setDate(day ?? '')}
            disabled={!!fixedDate}
            required
            error={!!fieldErrors.bondEffectiveDate}
            helperText={
              fieldErrors.bondEffectiveDate
                ? t(fieldErrors.bondEffectiveDate)
                : fixedDate
                  ? t('Fixed by this purchase')
                  : t('Not before yesterday')
            }
          />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{t('Co-Applicants')}</FormLabel>
            <FormGroup>
              <FormControlLabel
                control={<Checkbox checked={chosen.includes(NONE)} onChange={(e) => toggle(NONE, e.target.checked)} />}
                label={t('None')}
              />
              {plan.coApplicants.map((c) => (
                <FormControlLabel
                  key={c.id}
                  control={
                    <Checkbox checked={chosen.includes(c.id)} onChange={(e) => toggle(c.id, e.target.checked)} />
                  }
                  label={`${c.name}${c.relation && c.relation !== NONE ? ` (${c.relation})` : ''}`}
                />
              ))}
            </FormGroup>
          </Box>
          {renewal.quote && !priceError ? (
            <RenewalQuoteView quote={renewal.quote} busy={renewal.checking || checking} />
          ) : (
            <PriceBox
              price={priceInput ? price : undefined}
              checking={checking}
              error={priceInput ? priceError : undefined}
            />
          )}
          {payError && (
            <Alert severity="error" role="alert">
              {t(payError)}
            </Alert>
          )}
          <Button
            variant="contained"
            size="large"
            onClick={pay}
            disabled={!priceInput || !price || checking || !!priceError || !!paying}
          >
            {priceInput && price ? t('Pay {amount}', { amount: rupeesWithPaise(price.finalAmount) }) : t('Pay')}
          </Button>
        </Box>
      )}
      {paying === 'processing' && <ProcessingDialog />}
      {paying === 'checkout' && order && (
        <ProviderCheckout
          checkout={order.checkout}
          title={t('{title}: payment', { title: t(TITLE[intent.type]) })}
          onResult={onCheckout}
        />
      )}
      {outcome && (
        <OutcomeDialog
          outcome={outcome}
          onClose={() =>
            outcome.kind === 'success' ? window.location.assign('/home/dashboard') : setOutcome(undefined)
          }
        />
      )}
    </EditDrawer>
  );
}
