import cluster, { type Worker } from 'node:cluster';

/** A worker that dies sooner than this after starting is not replaced at once (a crash loop waits). */
const MIN_UPTIME_MS = 5_000;
const RESTART_DELAY_MS = 1_000;

/**
 * Resolves once every first worker listens. The primary process of `npm start` on PostgreSQL (decision 024): forks `count` server processes,
 * which share the listening port (node:cluster hands connections round-robin), replaces one that exits
 * unexpectedly, and passes SIGTERM/SIGINT on so each finishes its requests in flight before it exits.
 * The workers hold nothing another needs: sessions, throttles, the outbox and payments live in
 * PostgreSQL; each keeps its own page cache (emptied in all of them by an edit, decision 059). Every worker runs the
 * background work, which stays once among them (decision 060): a worker replaced after a crash leaves its claims to
 * the others.
 */
export function superviseWorkers(count: number): Promise<void> {
  let stopping = false;
  let listening = 0;
  const ready = new Promise<void>((resolve) => {
    cluster.on('listening', () => {
      listening += 1;
      if (listening === count) resolve();
    });
  });
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork(), Date.now());
  for (let i = 0; i < count; i += 1) fork();

  cluster.on('exit', (worker, code, signal) => {
    const uptime = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    console.error(`server process ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another`);
    setTimeout(fork, uptime < MIN_UPTIME_MS ? RESTART_DELAY_MS : 0);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`${signal}: the server processes finish their requests in flight`);
      for (const worker of started.keys()) worker.process.kill(signal);
      if (started.size === 0) process.exit(0);
    });
  }
  return ready;
}
