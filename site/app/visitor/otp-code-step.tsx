import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, useEffect, useId, useState } from 'react';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { visuallyHidden } from '../layout/ui.tsx';
import { CODE_LENGTH, OtpCodeInput } from './otp-code-input.tsx';
import { useCountdown } from './use-countdown.ts';
import type { Answer } from './visitor-api.ts';

const empty = () => Array.from({ length: CODE_LENGTH }, () => '');
/** "+91 98765 43210". */
export const shownPhone = (phone10: string) => `+91 ${phone10.slice(0, 5)} ${phone10.slice(5)}`;

export interface OtpCodeStepProps {
  /** Where the code was sent, as shown ("+91 98765 43210", an e-mail address). */
  target: string;
  /** Checks a code: approved, or the API's message ('Wrong OTP!!!', spent or expired). */
  verify: (code: string) => Promise<Answer<{ status: string }>>;
  /** Sends a new code to the same place. */
  resend: () => Promise<Answer<{ status: string }>>;
  /** The code was approved: the caller goes on. */
  onApproved: () => void;
  onChangeTarget: () => void;
  /** The text of the button that goes back to change where the code goes. */
  changeLabel?: string;
}

/**
 * The code step of the OTP modal (spec 000 §4): four boxes, Verify, and Resend OTP after a 60 s countdown
 * (starting at 59). A refused code puts the boxes in their error style, with the server's message
 * ("Wrong OTP!!!", or too many wrong codes, or expired: then only a new code helps).
 */
export function OtpCodeStep({
  target,
  verify: check,
  resend,
  onApproved,
  onChangeTarget,
  changeLabel = msg('Change number'),
}: OtpCodeStepProps) {
  const t = useT();
  const id = useId();
  const [digits, setDigits] = useState(empty);
  const [error, setError] = useState<{ message: string; style: boolean }>();
  const [info, setInfo] = useState<string>();
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  // Too many wrong codes, or the code expired: Verify waits for a new code.
  const [spent, setSpent] = useState(false);
  const { remaining, start } = useCountdown();
  useEffect(start, [start]);

  const code = digits.join('');
  const focusFirst = () => {
    const first = document.getElementById(`${id}-digit-1`) as HTMLInputElement | null;
    first?.focus();
    first?.select();
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (code.length !== CODE_LENGTH || verifying || spent) return;
    setVerifying(true);
    setInfo(undefined);
    const answer = await check(code);
    if (answer.ok && answer.data?.status === 'approved') {
      onApproved();
      return;
    }
    setVerifying(false);
    const reason = (answer.data as { code?: string } | undefined)?.code;
    setError({ message: answer.message ?? messages.otp.wrong, style: true });
    if (reason === 'otp_max_attempts' || reason === 'otp_expired') setSpent(true);
    requestAnimationFrame(focusFirst);
  };

  const sendAgain = async () => {
    setResending(true);
    setInfo(undefined);
    const answer = await resend();
    setResending(false);
    if (answer.ok) {
      setDigits(empty());
      setError(undefined);
      setSpent(false);
      setInfo(t('A new code was sent to {target}.', { target }));
      start();
      requestAnimationFrame(focusFirst);
    } else {
      setError({ message: answer.message ?? messages.lead.errorUnknown, style: false });
    }
  };

  // The target is shown in bold inside the sentence, wherever the language puts it.
  const [beforeTarget, afterTarget = ''] = t('Enter the {count}-digit code sent to {target}.', {
    count: CODE_LENGTH,
  }).split('{target}');

  return (
    <Box component="form" noValidate onSubmit={verify}>
      <Box component="p" id={`${id}-label`} sx={{ mt: 0, mb: 0.5 }}>
        {beforeTarget}
        <strong>{target}</strong>
        {afterTarget}
      </Box>
      <Button variant="text" size="small" onClick={onChangeTarget} sx={{ px: 0.5, mb: 2, ml: -0.5 }}>
        {t(changeLabel)}
      </Button>
      <OtpCodeInput
        idPrefix={`${id}-digit`}
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          // A wrong code's style goes once the visitor types again; a spent code's message stays (only a new code helps).
          if (error?.style && !spent) setError(undefined);
        }}
        error={Boolean(error?.style)}
        disabled={verifying}
        labelledBy={`${id}-label`}
        describedBy={`${id}-error`}
      />
      <Box
        id={`${id}-error`}
        role="alert"
        sx={{ minHeight: 24, mt: 1.5, textAlign: 'center', color: 'error.main', fontWeight: 600, fontSize: 15 }}
      >
        {error ? t(error.message) : null}
      </Box>
      <Box role="status" sx={{ textAlign: 'center', color: 'success.main', fontSize: 14, minHeight: info ? 20 : 0 }}>
        {info}
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={code.length !== CODE_LENGTH || verifying || spent}
        aria-busy={verifying || undefined}
        sx={{ mt: 1.5 }}
      >
        {verifying ? t('Verifying...') : t('Verify')}
      </Button>
      <Box
        sx={{
          mt: 2,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          flexWrap: 'wrap',
          fontSize: 14,
          color: 'text.secondary',
        }}
      >
        <span>{t("Didn't get the code?")}</span>
        <Button
          variant="outlined"
          size="small"
          onClick={sendAgain}
          disabled={remaining > 0 || resending}
          data-testid="resend-otp"
        >
          {t('Resend OTP')}
        </Button>
        {remaining > 0 ? (
          <Box
            component="span"
            data-testid="resend-countdown"
            aria-hidden="true"
            sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 36 }}
          >
            {`0:${String(remaining).padStart(2, '0')}`}
          </Box>
        ) : null}
        {remaining > 0 ? (
          <Box component="span" sx={visuallyHidden}>
            {t('Resend OTP is available after one minute.')}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
