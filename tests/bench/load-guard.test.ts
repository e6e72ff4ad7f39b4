import { describe, expect, it } from 'vitest';

import {
  DEFAULT_LOAD_WAIT_SECONDS,
  DEFAULT_MAX_LOAD,
  invalidReason,
  loadDecision,
  loadRule,
} from '#bench/lighthouse/load-guard.ts';

describe("bench:web's load rule", () => {
  it('runs at or below the limit, waits above it while time is left, then runs marked invalid', () => {
    expect(loadDecision(0.4, 1.5)).toBe('run');
    expect(loadDecision(1.5, 1.5, 0, 300)).toBe('run');
    expect(loadDecision(1.51, 1.5, 0, 300)).toBe('wait');
    expect(loadDecision(3.2, 1.5, 290, 300)).toBe('wait');
    expect(loadDecision(3.2, 1.5, 300, 300)).toBe('invalid');
    // BENCH_LOAD_WAIT=0: no waiting, a busy host's run is invalid at once.
    expect(loadDecision(3.2, 1.5, 0, 0)).toBe('invalid');
    // A load that falls while waiting lets the run go ahead, valid.
    expect(loadDecision(1.2, 1.5, 120, 300)).toBe('run');
  });

  it('says why a run does not count', () => {
    expect(invalidReason(3.2, 1.5)).toBe('host load 3.2 > 1.5: not a valid measurement');
  });

  it('reads BENCH_MAX_LOAD and BENCH_LOAD_WAIT, ignoring empty or malformed values', () => {
    expect(DEFAULT_MAX_LOAD).toBe(1.5);
    expect(DEFAULT_LOAD_WAIT_SECONDS).toBe(300);
    expect(loadRule({})).toEqual({ limit: 1.5, maxWaitSeconds: 300 });
    expect(loadRule({ BENCH_MAX_LOAD: '2.5', BENCH_LOAD_WAIT: '0' })).toEqual({ limit: 2.5, maxWaitSeconds: 0 });
    expect(loadRule({ BENCH_MAX_LOAD: '', BENCH_LOAD_WAIT: 'soon' })).toEqual({ limit: 1.5, maxWaitSeconds: 300 });
  });
});
