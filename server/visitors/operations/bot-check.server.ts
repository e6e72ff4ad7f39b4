import { invalid } from '#engine/runtime/errors.ts';
import { validate } from '#engine/runtime/validation/validate.ts';

/** POST /utility/recaptcha/score: the provider's answer for a token, and whether its score is accepted. */
export async function scoreBotCheck(botCheck: BotCheck, body: unknown, ip: string) {
  const checked = validate('recaptcha-score', body);
  if (!checked.ok) throw invalid(checked.errors);
  const result = await botCheck.score(checked.value.token, ip);
  return { ...result, accepted: result.success && result.score > ACCEPTED_SCORE };
}

/**
 * The bot check (a real provider with an embedded default, docs/architecture.md): reCAPTCHA v3 when RECAPTCHA_SECRET is
 * set, otherwise a disabled provider that scores every token 0.9. A token is accepted when success is true and the
 * score is above 0.5.
 */
export interface BotCheckResult {
  success: boolean;
  score: number;
}

export interface BotCheck {
  score(token: string, remoteIp?: string): Promise<BotCheckResult>;
}

export const ACCEPTED_SCORE = 0.5;

export const disabledBotCheck: BotCheck = {
  async score() {
    return { success: true, score: 0.9 };
  },
};

export function recaptchaBotCheck(
  secret: string,
  endpoint = 'https://www.google.com/recaptcha/api/siteverify',
): BotCheck {
  return {
    async score(token, remoteIp) {
      const body = new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
      try {
        const res = await fetch(endpoint, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
        const data = (await res.json()) as { success?: boolean; score?: number };
        return { success: data.success === true, score: typeof data.score === 'number' ? data.score : 0 };
      } catch {
        return { success: false, score: 0 };
      }
    },
  };
}

export function botCheckFromEnv(env: NodeJS.ProcessEnv = process.env): BotCheck {
  return env.RECAPTCHA_SECRET ? recaptchaBotCheck(env.RECAPTCHA_SECRET) : disabledBotCheck;
}
