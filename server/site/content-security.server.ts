import { randomBytes } from 'node:crypto';

export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * The site's Content-Security-Policy: its own scripts and the inline ones carrying this response's nonce
 * (Remix's hydration data), the bot-check and payment providers' scripts, the video player's frame.
 * MUI (emotion) inserts style tags at run time, hence inline styles.
 */
export function siteCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ https://checkout.razorpay.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://lumberjack.razorpay.com",
    "frame-src 'self' https://www.youtube-nocookie.com https://www.google.com https://api.razorpay.com https://checkout.razorpay.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
