import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { runToEnd } from '../support/child-process.ts';

const root = join(import.meta.dirname, '../..');
const tsx = join(root, 'node_modules/.bin/tsx');

/** A whole copy of the system (the committed files, the project's node_modules linked) whose schemas a test edits. */
export interface ScratchSystem {
  dir: string;
  /** Edits one schema file of the copy. */
  editSchema(file: string, change: (json: any) => void): void;
  /** `npm run generate`, then the console's and the site's builds, as an analyst's restart does. */
  generateAndBuild(): Promise<void>;
  /** `npm start` on a fresh embedded database with the demo data; resolves with its address. */
  start(): Promise<string>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A copy of the committed tree (what a fresh clone holds; not the tests, benchmarks or docs) in a scratch folder. */
export async function scratchSystem(): Promise<ScratchSystem> {
  const dir = mkdtempSync(join(tmpdir(), 'nivaas-analyst-'));
  await runToEnd('sh', ['-c', `git archive --format=tar HEAD -- . ':!tests' ':!bench' ':!docs' | tar -x -C '${dir}'`], {
    cwd: root,
  });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  let server: ChildProcess | undefined;
  return {
    dir,
    editSchema(file, change) {
      const path = join(dir, 'schemas', file);
      const json = JSON.parse(readFileSync(path, 'utf8'));
      change(json);
      writeFileSync(path, JSON.stringify(json, null, 2));
    },
    async generateAndBuild() {
      await runToEnd(tsx, ['engine/codegen/cli.ts'], { cwd: dir });
      await runToEnd(tsx, ['tools/build-if-stale.ts', '--force'], { cwd: dir });
    },
    async start() {
      const port = await freePort();
      const env = {
        ...process.env,
        PORT: String(port),
        DATA_DIR: join(dir, 'data'),
        NODE_ENV: 'development',
        DATABASE_URL: '',
        AUTH_SECRET: 'analyst-secret-'.padEnd(40, 'x'),
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      };
      delete (env as Record<string, string | undefined>).DATABASE_URL;
      server = spawn(tsx, ['seed/start.server.ts'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      return new Promise<string>((resolve, reject) => {
        const seen = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Nivaas is running on')) resolve(`http://127.0.0.1:${port}`);
        };
        server!.stdout!.on('data', seen);
        server!.stderr!.on('data', seen);
        server!.on('exit', (code) =>
          reject(new Error(`the scratch server stopped (${code}):\n${output.slice(-3000)}`)),
        );
      });
    },
    async stop() {
      if (server && server.exitCode === null) {
        const exited = new Promise((resolve) => server!.once('exit', resolve));
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
