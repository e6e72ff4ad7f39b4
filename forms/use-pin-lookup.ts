import { useRef } from 'react';

/** What a front end's lookup of GET /pin/{pin} answers: the place, or the lookup's own message ('Invalid Pin Code'). */
export type PinAnswer = { ok: true; city: string; state: string } | { ok: false; message: string };

/**
 * The address forms' PIN rule (spec 001 §5), one for the console and the site: six digits look the PIN up once and
 * fill state and city; a refused PIN goes to `onInvalid` (the console's toast, the site's message under PIN).
 * Hand `onChange` to the schema form (it gets the form's data and an `update` that merges values in).
 */
export function usePinLookup(
  lookup: (pin: string) => Promise<PinAnswer>,
  { initialPin, onInvalid }: { initialPin?: string; onInvalid: (message: string, pin: string) => void },
) {
  const lookedUp = useRef(initialPin);
  const onChange = (data: Record<string, unknown>, update: (patch: Record<string, unknown>) => void) => {
    const pin = String(data.pin ?? '');
    if (!/^[0-9]{6}$/.test(pin) || pin === lookedUp.current) return;
    lookedUp.current = pin;
    void lookup(pin).then((answer) =>
      answer.ok ? update({ city: answer.city, state: answer.state }) : onInvalid(answer.message, pin),
    );
  };
  return { onChange };
}
