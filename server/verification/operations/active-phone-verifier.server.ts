import type { AppConfig } from '#server/config.server.ts';

import { outboxPhoneVerifier, type PhoneVerifier } from './phone-verifier.server.ts';
import { twilioPhoneVerifier } from './twilio-verifier.server.ts';

/**
 * The phone verifier this server uses: Twilio Verify when the TWILIO_* variables are set; else the outbox verifier
 * outside production; else none (production without Twilio: phone codes answer 503, never a code nobody receives).
 */
export function phoneVerifierFor(config: AppConfig, secret: string): PhoneVerifier | undefined {
  if (config.twilio) return twilioPhoneVerifier(config.twilio);
  return config.production ? undefined : outboxPhoneVerifier(secret);
}
