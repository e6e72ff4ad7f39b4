import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

import { rupees } from '#domain/format/money.ts';
import { useT } from '#forms/i18n.tsx';

import type { CollegeProperty } from '../college/types.ts';
import { imagesOf } from '../properties/format.ts';
import { type BookingForm, stepValues } from './booking-form.ts';
import { STEP_SUBMIT_LABELS, StepForm } from './step-form.tsx';
import type { BookingFormContext } from './step-widgets.tsx';
import { PAY_TOKEN_LABEL, TOKEN_AMOUNT } from './token.ts';
import type { Step } from './use-booking-flow.ts';

const humanize = (s: string | undefined): string =>
  s ? s.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase()) : '';

/** Step 1's explanation: why a token, and that it comes back. */
function WhyToken() {
  const t = useT();
  const [before, after = ''] = t(
    'Nivaas properties near campus are in high demand. A token of {amount} books this property for you before your visit, so nobody else takes your bed.',
  ).split('{amount}');
  return (
    <Box sx={{ mb: 2, color: 'text.secondary', lineHeight: 1.6, '& p': { mt: 0, mb: 1.25 } }}>
      <p>
        {before}
        <strong>{rupees(TOKEN_AMOUNT)}</strong>
        {after}
      </p>
      <p>{t('The token is 100% refundable if you do not take a property through Nivaas.')}</p>
      <p>{t('You can also go on without paying a token and simply schedule a visit.')}</p>
    </Box>
  );
}

/** Step 2's header: the property the visitor is contacting. */
function PropertySummary({ property }: { property: CollegeProperty }) {
  const avatar = property.avatar || imagesOf(property)[0];
  return (
    <Box
      data-testid="booking-property"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        mb: 2.5,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'primary.light',
      }}
    >
      {avatar ? (
        <Box
          component="img"
          src={avatar}
          alt=""
          width={64}
          height={64}
          sx={{ width: 64, height: 64, borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
        />
      ) : null}
      <Box sx={{ minWidth: 0 }}>
        <Box component="p" sx={{ m: 0, fontWeight: 800, overflowWrap: 'anywhere' }}>
          {property.name}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5, fontSize: 13 }}>
          {property.status ? (
            <Box
              component="span"
              sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: '#FFFFFF', color: 'success.main', fontWeight: 700 }}
            >
              {humanize(property.status)}
            </Box>
          ) : null}
          {property.propertyType ? (
            <Box
              component="span"
              sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: '#FFFFFF', color: 'primary.dark', fontWeight: 700 }}
            >
              {property.propertyType}
            </Box>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}

/** The current step: its lead-in, its fields (RJSF), and Back / the step's button. */
export function BookingStep({
  step,
  form,
  paid,
  busy,
  property,
  formContext,
  onChange,
  onValid,
  onInvalid,
  onBack,
}: {
  step: Step;
  form: BookingForm;
  paid: boolean;
  busy: boolean;
  property: CollegeProperty;
  formContext: BookingFormContext;
  onChange: (data: Record<string, unknown>) => void;
  onValid: () => void;
  onInvalid: (messages: string[]) => void;
  onBack: () => void;
}) {
  const t = useT();
  const payNext = form.refundableToken && !paid && step > 0;
  const label = t(payNext ? PAY_TOKEN_LABEL : STEP_SUBMIT_LABELS[step]);
  let lead: ReactNode = null;
  if (step === 0) lead = <WhyToken />;
  if (step === 1) lead = <PropertySummary property={property} />;
  return (
    <>
      <Box
        component="p"
        sx={{
          mt: 0,
          mb: 1.5,
          fontSize: 13,
          fontWeight: 700,
          color: 'text.secondary',
          letterSpacing: '.04em',
          textTransform: 'uppercase',
        }}
      >
        {t('Step {step} of {count}', { step: step + 1, count: 3 })}
      </Box>
      {lead}
      <StepForm
        key={step}
        step={step}
        formData={stepValues(form, step)}
        formContext={formContext}
        onChange={onChange}
        onValid={onValid}
        onInvalid={onInvalid}
      >
        {step === 1 ? (
          <Box
            component="p"
            data-testid="booking-disclaimer"
            sx={{ mt: 2, mb: 0, p: 1.5, borderRadius: 1, bgcolor: '#FFF4EC', color: '#7A2E08', fontSize: 14 }}
          >
            {t(
              'Proceeding without a token does not guarantee a bed: the property may be booked by someone else before your visit.',
            )}
          </Box>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'space-between', flexWrap: 'wrap', mt: 3 }}>
          {step > 0 ? (
            <Button type="button" variant="outlined" onClick={onBack} disabled={busy}>
              {t('Back')}
            </Button>
          ) : (
            <span />
          )}
          <Button
            type="submit"
            variant="contained"
            color={payNext ? 'secondary' : 'primary'}
            disabled={busy}
            aria-busy={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {label}
          </Button>
        </Box>
      </StepForm>
    </>
  );
}
