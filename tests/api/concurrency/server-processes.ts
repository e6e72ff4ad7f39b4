import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { connectDatabase, type DatabaseHandle } from '#engine/runtime/db/connect.server.ts';
import { migrate } from '#engine/runtime/db/migrate.server.ts';

const root = join(import.meta.dirname, '../../..');

/** A PostgreSQL database of its own beside the one DATABASE_URL names (server processes cannot share a test schema's search path), migrated; dropped by drop(). */
export async function scratchDatabase(
  url: string,
): Promise<{ url: string; handle: DatabaseHandle; drop(): Promise<void> }> {
  const name = `nivaas_processes_${randomBytes(5).toString('hex')}`;
  const admin = await connectDatabase({ url, poolSize: 1 });
  await admin.exec(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const handle = await connectDatabase({ url: own.toString(), poolSize: 4 });
  await migrate(handle, root);
  return {
    url: own.toString(),
    handle,
    async drop() {
      await handle.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** Ends with SIGKILL (no chance to finish anything) or SIGTERM, and resolves when the process has exited. */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

/**
 * One server process of `server/main.server.ts` (one process: WEB_CONCURRENCY=1, its own port) on the database at
 * `databaseUrl`, with `env` on top; resolves once it serves. The built site is not loaded (an empty SITE_BUILD_DIR):
 * the public pages these tests read are the API's.
 */
export async function startServerProcess(databaseUrl: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // node itself with tsx's loader (not the tsx command, which runs the server in a child of its own): the signal
  // reaches the server process.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      WEB_CONCURRENCY: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_BUILD_DIR: join(root, 'node_modules/.cache/nivaas-no-site'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Nivaas is running on')) resolve();
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    void exited.then(() => reject(new Error(`a server process stopped while starting:\n${output.slice(-3000)}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
