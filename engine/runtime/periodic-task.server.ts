export interface PeriodicTask {
  /** Stops the timer and waits for the round in progress, so the database can be closed right after. */
  stop(): Promise<void>;
}

/**
 * Runs `round` every `intervalMs` in the background, one round at a time (the next is scheduled when the
 * last ends; the timer never keeps the process alive). A failing round is reported to `onError` (not after
 * stop) and the next one runs as usual. `round` gets `stopped()` to end a long round early.
 */
export function startPeriodicTask(
  intervalMs: number,
  round: (stopped: () => boolean) => Promise<unknown>,
  onError: (err: unknown) => void,
): PeriodicTask {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    try {
      await round(() => stopped);
    } catch (err) {
      if (!stopped) onError(err);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
