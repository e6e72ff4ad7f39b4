import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';

import type { ProfileChecklist } from '#client/tenant-dashboard.ts';
import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { siteCall } from '../account/site-call.ts';
import { OtpCodeStep, shownPhone } from '../visitor/otp-code-step.tsx';

/** The success page reloads after one second (spec 001 §4, §9). */
export const RELOAD_AFTER_MS = 1000;

type Kind = 'phone' | 'workEmail' | 'aadhaar';

/** One verification call through the site (POST /home/verify), answered as the API answers. */
const verifyCall = (step: string, body: Record<string, unknown>) =>
  siteCall<{ status: string; message?: string; maskedMobile?: string }>('/home/verify', step, body);

const TEXT: Record<Kind, { title: string; field: string; send: string; verify: string; done: string }> = {
  phone: {
    title: msg('Verify Your Phone'),
    field: msg('Mobile number'),
    send: 'sendPhone',
    verify: 'verifyPhone',
    done: messages.phone.verified,
  },
  workEmail: {
    title: msg('Verify Your Work Email'),
    field: msg('Work email'),
    send: 'sendWorkEmail',
    verify: 'verifyWorkEmail',
    done: messages.otp.workEmailVerified,
  },
  aadhaar: {
    title: msg('Verify Your Aadhaar'),
    field: msg('Aadhaar number'),
    send: 'sendAadhaar',
    verify: 'verifyAadhaar',
    done: messages.verification.aadhaarVerified,
  },
};

const HELP: Record<Kind, string> = {
  phone: msg('We will send a 4-digit code by SMS.'),
  workEmail: msg('We will send a 4-digit code to this address.'),
  aadhaar: msg('A 4-digit code goes to the mobile number registered with your Aadhaar. We do not keep the number.'),
};

/**
 * The phone or work-email dialog: where to send the code, then the 4-digit code (spec 001 §4 OTP flow), then success
 * and a reload.
 */
function VerifyDialog({ kind, initial, onClose }: { kind: Kind; initial: string; onClose: () => void }) {
  const t = useT();
  const text = TEXT[kind];
  const [value, setValue] = useState(initial);
  const [step, setStep] = useState<'target' | 'code' | 'done'>('target');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [maskedMobile, setMaskedMobile] = useState<string>();
  // The API's names: a phone as 91 and its 10 digits; an Aadhaar number as its 12 digits.
  const digits = value.replace(/\D/g, '');
  const payload = () =>
    kind === 'phone'
      ? { mobileNo: `91${digits.replace(/^91(?=\d{10}$)/, '')}` }
      : kind === 'aadhaar'
        ? { aadhaarNumber: digits }
        : { email: value.trim() };
  const shown =
    kind === 'phone'
      ? shownPhone(digits.replace(/^91(?=\d{10}$)/, ''))
      : kind === 'aadhaar'
        ? maskedMobile
          ? t('the mobile number registered with your Aadhaar ({mobile})', { mobile: maskedMobile })
          : t('the mobile number registered with your Aadhaar')
        : value.trim();

  const send = () => verifyCall(text.send, payload());
  const submitTarget = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    setError(undefined);
    const answer = await send();
    setSending(false);
    // A pending status opens the code entry (spec 001 §4).
    if (answer.ok && answer.data?.status === 'pending') {
      setMaskedMobile(answer.data.maskedMobile);
      setStep('code');
    } else setError(Object.values(answer.errors ?? {})[0] ?? answer.message ?? messages.lead.errorUnknown);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={`verify-${kind}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`verify-${kind}-title`}>{t(text.title)}</DialogTitle>
      <DialogContent>
        {step === 'target' && (
          <Box component="form" noValidate onSubmit={submitTarget} sx={{ pt: 1 }}>
            <TextField
              label={t(text.field)}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              fullWidth
              autoFocus
              type={kind === 'workEmail' ? 'email' : 'tel'}
              autoComplete={kind === 'phone' ? 'tel-national' : kind === 'aadhaar' ? 'off' : 'email'}
              error={!!error}
              helperText={t(error ?? HELP[kind])}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={sending || !value.trim()}
              sx={{ mt: 2 }}
            >
              {sending ? t('Sending...') : t('Send OTP')}
            </Button>
          </Box>
        )}
        {step === 'code' && (
          <OtpCodeStep
            target={shown}
            verify={(code) => verifyCall(text.verify, { ...payload(), code })}
            resend={send}
            onApproved={() => {
              setStep('done');
              setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
            }}
            onChangeTarget={() => setStep('target')}
            changeLabel={kind === 'workEmail' ? t('Change email') : t('Change number')}
          />
        )}
        {step === 'done' && (
          <Alert severity="success" role="status">
            {t(text.done)}
          </Alert>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** VERIFY for the Aadhaar item of the checklist: the number, then the code sent to its registered mobile. */
export function AadhaarVerifyButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} aria-label={t('Verify Aadhaar')}>
        {t('VERIFY')}
      </Button>
      {open && <VerifyDialog kind="aadhaar" initial="" onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * 'Offer Letter Verification Required!' with UPLOAD (spec 001 §2): a PDF, JPG or PNG sent to /home/offer-letter, then
 * 'Your Offer letter has been uploaded successfully' and a reload; once uploaded it waits for staff to verify it.
 */
function OfferLetterBanner({ uploaded }: { uploaded?: boolean }) {
  const t = useT();
  const [state, setState] = useState<{ busy?: boolean; done?: string; error?: string }>({});
  const send = async (file: File | undefined) => {
    if (!file) return;
    setState({ busy: true });
    const form = new FormData();
    form.append('type', 'document');
    form.append('file', file);
    try {
      const res = await fetch('/home/offer-letter', { method: 'POST', body: form });
      const answer = (await res.json().catch(() => ({}))) as { ok?: boolean; message?: string };
      if (!answer.ok) return setState({ error: answer.message ?? messages.upload.documentFailed });
      setState({ done: answer.message ?? messages.account.offerLetterUploaded });
      setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    } catch {
      // The connection broke off mid-upload: what a too large file does (spec 001 §8).
      setState({ error: messages.upload.fileTooLarge });
    }
  };
  if (state.done)
    return (
      <Alert severity="success" role="status">
        {t(state.done)}
      </Alert>
    );
  return (
    <Alert
      severity={uploaded ? 'info' : 'warning'}
      action={
        uploaded ? undefined : (
          <Button color="inherit" variant="outlined" size="small" component="label" disabled={state.busy}>
            {state.busy ? t('Uploading...') : t('UPLOAD')}
            <input
              hidden
              type="file"
              accept="application/pdf,image/jpeg,image/png"
              aria-label={t('Upload your offer letter')}
              onChange={(e) => void send(e.target.files?.[0])}
            />
          </Button>
        )
      }
    >
      <AlertTitle sx={{ mb: 0 }}>{t(messages.account.offerLetterVerificationRequired)}</AlertTitle>
      {uploaded && t('Your offer letter is uploaded; we will verify it shortly.')}
      {state.error && (
        <Box component="span" role="alert" sx={{ display: 'block', color: 'error.main', fontWeight: 600 }}>
          {t(state.error)}
        </Box>
      )}
    </Alert>
  );
}

/**
 * The profile checklist's banners (spec 001 §2): 'Email Verification Required!' and 'Phone Verification Required!' with
 * VERIFY, each opening its dialog, and 'Offer Letter Verification Required!' with UPLOAD.
 */
export function VerificationBanners({ profile, phone }: { profile: ProfileChecklist; phone?: string | null }) {
  const t = useT();
  const [open, setOpen] = useState<Kind>();
  const pending = new Set(profile.pending);
  const offerLetter = pending.has('isOfferLetterVerified');
  const banners: { kind: Kind; title: string }[] = [
    ...(pending.has('isWorkEmailVerified')
      ? [{ kind: 'workEmail' as const, title: messages.account.emailVerificationRequired }]
      : []),
    ...(pending.has('isPhoneVerified')
      ? [{ kind: 'phone' as const, title: messages.account.phoneVerificationRequired }]
      : []),
  ];
  if (!banners.length && !offerLetter) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {banners.map((b) => (
        <Alert
          key={b.kind}
          severity="warning"
          action={
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              onClick={() => setOpen(b.kind)}
              aria-label={b.kind === 'phone' ? t('Verify phone') : t('Verify work email')}
            >
              {t('VERIFY')}
            </Button>
          }
        >
          <AlertTitle sx={{ mb: 0 }}>{t(b.title)}</AlertTitle>
        </Alert>
      ))}
      {offerLetter && <OfferLetterBanner uploaded={profile.offerLetterUploaded} />}
      {open && (
        <VerifyDialog
          kind={open}
          initial={open === 'phone' ? (phone ?? '').replace(/^91(?=\d{10}$)/, '') : (profile.workEmail ?? '')}
          onClose={() => setOpen(undefined)}
        />
      )}
    </Box>
  );
}
