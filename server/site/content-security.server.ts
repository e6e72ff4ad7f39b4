import { randomBytes } from 'node:crypto';

export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * The site's Content-Security-Policy: its own scripts and the inline ones carrying this response's nonce
 * (Remix's hydration data), the bot-check's scripts, the video player's frame, and Razorpay's Checkout (script,
 * frame, telemetry) only when Razorpay is the payment provider (decision 028; the simulator's page is our own).
 * MUI (emotion) inserts style tags at run time, hence inline styles.
 */
export function siteCsp(nonce: string, options: { razorpay?: boolean } = {}): string {
  const razorpay = (...hosts: string[]) => (options.razorpay ? hosts.map((h) => ` ${h}`).join('') : '');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/${razorpay('https://checkout.razorpay.com')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${razorpay('https://lumberjack.razorpay.com')}`,
    `frame-src 'self' https://www.youtube-nocookie.com https://www.google.com${razorpay('https://api.razorpay.com', 'https://checkout.razorpay.com')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
