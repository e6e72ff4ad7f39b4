import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { RJSFSchema } from '@rjsf/utils';
import { useEffect, useId, useRef, useState } from 'react';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { formValidator } from '#engine/runtime/validation/form-validator.ts';
import { useT } from '#forms/i18n.tsx';
import otpRequestJson from '#generated/schemas/otp-request.json';
import shareDetailsJson from '#generated/schemas/share-details.json';
import * as otpRequestValidator from '#generated/validators/otp-request.js';
import * as shareDetailsValidator from '#generated/validators/share-details.js';

import { SiteSchemaForm } from '../forms/site-schema-form.tsx';
import { completeRegistration } from './complete-registration.ts';
import { OtpCodeStep, shownPhone } from './otp-code-step.tsx';
import { readJson, STORAGE_KEYS, type StoredLead, storedLead, type UserFormData, write } from './storage.ts';
import { localDigits, sendLeadOtp, verifyLeadOtp } from './visitor-api.ts';

const shareDetails = shareDetailsJson as unknown as RJSFSchema;
const otpRequest = otpRequestJson as unknown as RJSFSchema;
const shareDetailsCheck = formValidator(shareDetailsValidator, shareDetails);
const otpRequestCheck = formValidator(otpRequestValidator, otpRequest);
const titleOf = (schema: RJSFSchema) => String(schema.title ?? '');
const submitOf = (schema: RJSFSchema, fallback: string) =>
  String((schema as { 'x-ui'?: { submitLabel?: string } })['x-ui']?.submitLabel ?? fallback);

type Step = 'details' | 'phone' | 'code' | 'finishing';

/**
 * The modal's prefill: what the visitor typed last time, else the stored lead (spec 000 §3 userFormData / userData).
 */
function prefill(): UserFormData {
  const typed = readJson<UserFormData>(STORAGE_KEYS.userFormData) ?? {};
  const lead = storedLead();
  const phone = typed.phone ?? localDigits(lead?.phone);
  const out: UserFormData = {
    name: typed.name ?? lead?.name,
    email: typed.email ?? lead?.email,
    phone: phone || undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => typeof v === 'string' && v !== '')) as UserFormData;
}

export interface RegistrationDialogsProps {
  /** Opening it starts over at the details step. */
  active: boolean;
  /** The lead (registered and stored), or nothing (closed, or declined with `msg`: nothing is stored). */
  onFinish: (outcome: { lead?: StoredLead; declined?: string }) => void;
}

/**
 * The share-details modal and the OTP modal of spec 000 §4, one dialog in steps: name, e-mail and phone
 * (schemas/share-details), the phone the code goes to (schemas/otp-request: "Please Enter Correct Number",
 * "Please Enter A Valid 10 Digit Mobile Number"; sent as 91 + 10 digits), the 4-digit code, then the lead.
 */
export default function RegistrationDialogs({ active, onFinish }: RegistrationDialogsProps) {
  const t = useT();
  const titleId = useId();
  const [step, setStep] = useState<Step>('details');
  const [details, setDetails] = useState<UserFormData>({});
  const [phone, setPhone] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<Record<string, string>>();
  const [failure, setFailure] = useState<string>();
  // Each opening renders fresh forms.
  const [round, setRound] = useState(0);
  const finishing = useRef(false);
  // The phone the last code went to: asked again too soon, the visitor goes back to that code.
  const lastSent = useRef<string>();

  useEffect(() => {
    if (!active) return;
    const initial = prefill();
    setDetails(initial);
    setPhone(initial.phone ?? '');
    setStep('details');
    setSendError(undefined);
    setFailure(undefined);
    setRound((r) => r + 1);
  }, [active]);

  const close = () => {
    if (step === 'finishing' && !failure) return;
    onFinish({});
  };

  const send = async (tenDigits: string) => {
    setSending(true);
    setSendError(undefined);
    const answer = await sendLeadOtp(tenDigits);
    setSending(false);
    const tooSoonForSame =
      (answer.data as { code?: string } | undefined)?.code === 'otp_too_soon' && lastSent.current === tenDigits;
    if ((answer.ok && answer.data?.status === 'pending') || tooSoonForSame) {
      lastSent.current = tenDigits;
      setPhone(tenDigits);
      setStep('code');
    } else {
      const field = answer.errors?.mobileNo ?? answer.errors?.phone;
      setSendError({ phone: field ?? answer.message ?? msg('The code could not be sent. Please try again.') });
    }
  };

  const finish = async () => {
    if (finishing.current) return;
    finishing.current = true;
    setStep('finishing');
    setFailure(undefined);
    const done = await completeRegistration(phone, { ...details, phone });
    finishing.current = false;
    if (done.outcome === 'lead') onFinish({ lead: done.lead });
    else if (done.outcome === 'declined') onFinish({ declined: done.message });
    else setFailure(done.message);
  };

  const title = step === 'details' ? titleOf(shareDetails) : titleOf(otpRequest);

  return (
    <Dialog
      open={active}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      scroll="body"
      data-testid="registration-dialog"
      data-step={step}
    >
      <DialogTitle id={titleId} component="h2" sx={{ pr: 7, fontSize: '1.35rem', fontWeight: 800 }}>
        {t(title)}
      </DialogTitle>
      <IconButton
        aria-label={t('Close')}
        onClick={close}
        disabled={step === 'finishing' && !failure}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        {step === 'details' ? (
          <>
            <Box component="p" sx={{ mt: 0, mb: 2, color: 'text.secondary' }}>
              {t('Share your details and verify your phone to shortlist properties and book visits.')}
            </Box>
            <SiteSchemaForm
              key={`details-${round}`}
              schema={shareDetails}
              validator={shareDetailsCheck}
              checkOnBlur={{ idPrefix: 'share-details' }}
              initial={details as Record<string, unknown>}
              submitLabel={t(submitOf(shareDetails, msg('Submit')))}
              onSubmit={(data) => {
                const typed = {
                  name: String(data.name ?? ''),
                  email: String(data.email ?? ''),
                  phone: String(data.phone ?? ''),
                };
                write(STORAGE_KEYS.userFormData, typed);
                setDetails(typed);
                setPhone(typed.phone);
                setSendError(undefined);
                setStep('phone');
              }}
            />
          </>
        ) : null}

        {step === 'phone' ? (
          <>
            <Box component="p" sx={{ mt: 0, mb: 2, color: 'text.secondary' }}>
              {t('We will send a 4-digit code by SMS to this number.')}
            </Box>
            <SiteSchemaForm
              key={`phone-${round}`}
              schema={otpRequest}
              validator={otpRequestCheck}
              checkOnBlur={{ idPrefix: 'otp-request' }}
              initial={{ phone }}
              submitLabel={t(submitOf(otpRequest, msg('Send OTP')))}
              busy={sending}
              busyLabel={t('Sending...')}
              serverErrors={sendError}
              onSubmit={(data) => void send(String(data.phone ?? ''))}
              actions={
                <Button variant="text" size="large" onClick={() => setStep('details')}>
                  {t('Back')}
                </Button>
              }
            />
          </>
        ) : null}

        {step === 'code' ? (
          <OtpCodeStep
            key={`code-${round}-${phone}`}
            target={shownPhone(phone)}
            verify={(code) => verifyLeadOtp(phone, code)}
            resend={() => sendLeadOtp(phone)}
            onApproved={() => void finish()}
            onChangeTarget={() => setStep('phone')}
          />
        ) : null}

        {step === 'finishing' ? (
          failure ? (
            <Box sx={{ display: 'grid', gap: 2, pb: 1 }}>
              <Alert severity="error">{t(failure)}</Alert>
              <Button variant="contained" size="large" onClick={() => void finish()}>
                {t('Try again')}
              </Button>
            </Box>
          ) : (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
              <CircularProgress size={28} aria-hidden="true" />
              <span>{t('Phone verified. Getting your account ready…')}</span>
            </Box>
          )
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
