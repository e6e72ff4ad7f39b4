/**
 * bench:web's load rule. Lighthouse's simulated throttling multiplies the CPU time it observes, so on a busy
 * host Performance and TBT read worse than the pages are: a run only counts when the host's 1-minute load
 * average is at most BENCH_MAX_LOAD (1.5). Above it the bench waits, polling every 10 s, up to BENCH_LOAD_WAIT
 * seconds (300) per run for the load to fall; if it does not, the run goes ahead but is marked INVALID and none
 * of its targets can PASS.
 */
import { loadavg } from 'node:os';

export const DEFAULT_MAX_LOAD = 1.5;
export const DEFAULT_LOAD_WAIT_SECONDS = 300;
export const POLL_SECONDS = 10;

export type LoadDecision = 'run' | 'wait' | 'invalid';

/**
 * What to do before a run: 'run' when the load is at most the limit, 'wait' while it is above and waiting time is
 * left, 'invalid' when it is above and the waiting time is spent (run anyway, but the figures do not count).
 */
export function loadDecision(load: number, limit: number, waitedSeconds = 0, maxWaitSeconds = 0): LoadDecision {
  if (load <= limit) return 'run';
  return waitedSeconds < maxWaitSeconds ? 'wait' : 'invalid';
}

/** The sentence that marks a run (and the summary) when the host stayed too busy. */
export function invalidReason(load: number, limit: number): string {
  return `host load ${load.toFixed(1)} > ${limit}: not a valid measurement`;
}

/** A positive number from the environment, else the default (an empty or malformed value is ignored). */
function fromEnv(value: string | undefined, fallback: number): number {
  const n = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export interface LoadRule {
  limit: number;
  maxWaitSeconds: number;
}

export function loadRule(env: NodeJS.ProcessEnv = process.env): LoadRule {
  return {
    limit: fromEnv(env.BENCH_MAX_LOAD, DEFAULT_MAX_LOAD),
    maxWaitSeconds: fromEnv(env.BENCH_LOAD_WAIT, DEFAULT_LOAD_WAIT_SECONDS),
  };
}

/**
 * Prints the load before a run and waits while it is above the limit. Returns undefined when the run is valid,
 * else the reason it is not (the load when the waiting time ran out).
 */
export async function awaitQuietHost(label: string, rule: LoadRule = loadRule()): Promise<string | undefined> {
  const started = Date.now();
  for (;;) {
    const load = loadavg()[0];
    const waited = (Date.now() - started) / 1000;
    const decision = loadDecision(load, rule.limit, waited, rule.maxWaitSeconds);
    if (decision === 'run') {
      console.log(`${label}: load average ${load.toFixed(2)} ≤ ${rule.limit}, running`);
      return undefined;
    }
    if (decision === 'invalid') {
      const reason = invalidReason(load, rule.limit);
      console.log(
        `${label}: load average ${load.toFixed(2)} after ${Math.round(waited)} s: running anyway, INVALID (${reason})`,
      );
      return reason;
    }
    console.log(
      `${label}: load average ${load.toFixed(2)} > ${rule.limit}: waiting for it to fall (${Math.round(waited)} of ${rule.maxWaitSeconds} s, BENCH_LOAD_WAIT)`,
    );
    await new Promise((resolve) => setTimeout(resolve, POLL_SECONDS * 1000));
  }
}
