import Box from '@mui/material/Box';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';

import { useT } from '#forms/i18n.tsx';

/** The code's length (spec 000 §9: 4 digits). */
export const CODE_LENGTH = 4;

export interface OtpCodeInputProps {
  /** One digit (or '') per box. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** The wrong-code style (spec 000 §4): red boxes, marked invalid for assistive technology. */
  error: boolean;
  disabled?: boolean;
  /** The id of the text naming the group ("Enter the 4-digit code …"). */
  labelledBy: string;
  /** The id of the error message, read with each box while it shows. */
  describedBy?: string;
  idPrefix: string;
}

/**
 * Four one-digit boxes: typing moves to the next box, Backspace to the previous, the arrow keys move, and a
 * pasted (or autofilled: `one-time-code`) code fills all the boxes.
 */
export function OtpCodeInput({
  digits,
  onChange,
  error,
  disabled,
  labelledBy,
  describedBy,
  idPrefix,
}: OtpCodeInputProps) {
  const t = useT();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => {
    const box = boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))];
    box?.focus();
    box?.select();
  };

  /** Puts `typed` into the boxes from `from` on and moves to the box after the last one filled. */
  const fill = (from: number, typed: string) => {
    const next = [...digits];
    let at = from;
    for (const d of typed.slice(0, CODE_LENGTH - from)) next[at++] = d;
    onChange(next);
    focus(at >= CODE_LENGTH ? CODE_LENGTH - 1 : at);
  };

  const onInput = (i: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (!typed) {
      const next = [...digits];
      next[i] = '';
      onChange(next);
      return;
    }
    // A digit typed next to the one already there (the box was not selected): the new one replaces it.
    if (typed.length === 2 && digits[i] && typed.includes(digits[i]))
      return fill(i, typed[0] === digits[i] ? typed[1] : typed[0]);
    fill(typed.length >= CODE_LENGTH ? 0 : i, typed);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !digits[i] && i > 0) {
      e.preventDefault();
      const next = [...digits];
      next[i - 1] = '';
      onChange(next);
      focus(i - 1);
    } else if (e.key === 'ArrowLeft' && i > 0) {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight' && i < CODE_LENGTH - 1) {
      e.preventDefault();
      focus(i + 1);
    } else if (/^\d$/.test(e.key) && digits[i] && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // Over a filled box a digit replaces it (whatever the caret's place).
      e.preventDefault();
      fill(i, e.key);
    }
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    const typed = e.clipboardData.getData('text').replace(/\D/g, '');
    if (!typed) return;
    e.preventDefault();
    fill(typed.length >= CODE_LENGTH ? 0 : i, typed);
  };

  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      sx={{ display: 'flex', gap: { xs: 1.25, sm: 2 }, justifyContent: 'center' }}
    >
      {Array.from({ length: CODE_LENGTH }, (_, i) => (
        <Box
          key={i}
          component="input"
          ref={(el: HTMLInputElement | null) => {
            boxes.current[i] = el;
          }}
          id={`${idPrefix}-${i + 1}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={t('Digit {n} of {count}', { n: i + 1, count: CODE_LENGTH })}
          aria-invalid={error || undefined}
          aria-describedby={error ? describedBy : undefined}
          autoFocus={i === 0}
          disabled={disabled}
          value={digits[i] ?? ''}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
          data-error={error ? 'true' : undefined}
          className={error ? 'otp-digit otp-digit-error' : 'otp-digit'}
          sx={{
            width: { xs: 52, sm: 58 },
            height: { xs: 56, sm: 62 },
            p: 0,
            textAlign: 'center',
            fontSize: '1.6rem',
            fontWeight: 700,
            fontFamily: 'inherit',
            color: error ? 'error.main' : 'text.primary',
            bgcolor: error ? '#FDECEA' : '#FFFFFF',
            border: '2px solid',
            borderColor: error ? 'error.main' : '#8A94A3',
            borderRadius: 2,
            outline: 'none',
            transition: 'border-color .15s, box-shadow .15s',
            '&:focus-visible, &:focus': {
              borderColor: error ? 'error.main' : 'primary.main',
              boxShadow: `0 0 0 3px ${error ? 'rgba(179,38,30,.3)' : 'rgba(15,76,129,.3)'}`,
            },
            '&:disabled': { bgcolor: '#F2F4F7', color: 'text.secondary' },
          }}
        />
      ))}
    </Box>
  );
}
