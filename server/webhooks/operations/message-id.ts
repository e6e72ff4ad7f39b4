import { randomBytes } from 'node:crypto';

let lastTime = 0;
let sequence = 0;

/**
 * A webhook message id: `msg_`, the time in milliseconds and a sequence (base 36, fixed width, so ids
 * sort as they were made in this process), then random characters so processes never collide.
 */
export function newMessageId(now = Date.now()): string {
  if (now <= lastTime) sequence += 1;
  else {
    lastTime = now;
    sequence = 0;
  }
  const random = BigInt(`0x${randomBytes(8).toString('hex')}`).toString(36).padStart(13, '0');
  return `msg_${lastTime.toString(36).padStart(9, '0')}${sequence.toString(36).padStart(4, '0')}${random}`;
}
