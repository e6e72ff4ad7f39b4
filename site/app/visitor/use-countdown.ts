import { useCallback, useEffect, useState } from 'react';

/** The wait before another code may be asked for (spec 000 §9: 60 s; the server refuses sooner). */
export const RESEND_AFTER_MS = 60_000;
/** The countdown shows at most this many seconds (spec 000 §4: it starts at 59). */
const FIRST_SHOWN = 59;

const secondsLeft = (until: number) => Math.min(FIRST_SHOWN, Math.max(0, Math.ceil((until - Date.now()) / 1000)));

/**
 * The seconds until Resend OTP is offered: 59, 58, … 1, then 0 a full minute after `start()` (so the
 * server's own one-minute limit has passed too). Read from the clock, not counted, so a throttled tab
 * stays right.
 */
export function useCountdown(): { remaining: number; start: () => void } {
  const [until, setUntil] = useState(0);
  const [remaining, setRemaining] = useState(0);
  const start = useCallback(() => {
    const next = Date.now() + RESEND_AFTER_MS;
    setUntil(next);
    setRemaining(secondsLeft(next));
  }, []);
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => {
      const left = secondsLeft(until);
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);
  return { remaining, start };
}
