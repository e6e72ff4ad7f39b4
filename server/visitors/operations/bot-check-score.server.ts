import { invalid } from '#engine/runtime/errors.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { ACCEPTED_SCORE, type BotCheck } from './bot-check.server.ts';

/** POST /utility/recaptcha/score: the provider's answer for a token, and whether its score is accepted. */
export async function scoreBotCheck(botCheck: BotCheck, body: unknown, ip: string) {
  const checked = validate('recaptcha-score', body);
  if (!checked.ok) throw invalid(checked.errors);
  const result = await botCheck.score(checked.value.token, ip);
  return { ...result, accepted: result.success && result.score > ACCEPTED_SCORE };
}
