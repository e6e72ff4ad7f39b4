/**
 * `npm install` runs this after installing (postinstall), and `npm start` runs it again as a cheap check: it builds the console and the site (vite) only when their inputs changed since the
 * last build, so a restart after `npm run generate` picks up new fields and an unchanged tree starts at once.
 * `npm run build` passes --force to build regardless.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

interface App {
  name: string;
  /** Files and folders whose content decides the build. */
  inputs: string[];
  outDir: string;
  command: string[];
}

const APPS: App[] = [
  {
    name: 'console',
    inputs: [
      'admin',
      'domain',
      'forms',
      'client',
      'generated',
      'engine/runtime/forms',
      'engine/runtime/validation',
      'package-lock.json',
    ],
    outDir: 'dist/admin',
    command: ['vite', 'build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'],
  },
  {
    name: 'site',
    // The site's server bundle also carries engine modules its loaders import (errors, messages).
    inputs: ['site', 'domain', 'forms', 'client', 'generated', 'engine/runtime', 'package-lock.json'],
    outDir: 'dist/site',
    command: ['remix', 'vite:build', '--config', 'site/vite.config.ts', '--logLevel', 'warn'],
  },
];

function hashInputs(inputs: string[]): string {
  const hash = createHash('sha256');
  const add = (path: string) => {
    const full = join(root, path);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) if (name !== 'node_modules') add(join(path, name));
    } else {
      hash.update(relative(root, full)).update('\0').update(readFileSync(full));
    }
  };
  inputs.forEach(add);
  return hash.digest('hex');
}

/** One build at a time: a second `npm start` or test run waits for the first to finish. */
function withLock(run: () => void): void {
  const lock = join(root, 'dist', '.build-lock');
  mkdirSync(join(root, 'dist'), { recursive: true });
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than the deadline is left over from a killed build.
      if (Date.now() > deadline || Date.now() - statSync(lock).mtimeMs > 5 * 60_000) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** True when the app's build in dist/ was made from its inputs as they are now (the stamp matches their hash). */
function isFresh(app: App, hash = hashInputs(app.inputs)): boolean {
  const stamp = join(root, app.outDir, '.inputs-hash');
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
}

/**
 * The builds in dist/ that are missing or older than their inputs, e.g. `[{ name: 'site', outDir: 'dist/site' }]`:
 * the check this script builds by, exported for checks that read the build output (tests/first-load/).
 */
export function staleBuilds(): { name: string; outDir: string }[] {
  return APPS.filter((app) => !isFresh(app)).map(({ name, outDir }) => ({ name, outDir }));
}

function buildStale(force: boolean): void {
  withLock(() => {
    for (const app of APPS) {
      const hash = hashInputs(app.inputs);
      if (!force && isFresh(app, hash)) continue;
      console.log(`Building the ${app.name} (${app.outDir})…`);
      // Always a production bundle: under vitest NODE_ENV is 'test', and Vite would then ship React's development build.
      execFileSync(join(root, 'node_modules', '.bin', app.command[0]), app.command.slice(1), {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      writeFileSync(join(root, app.outDir, '.inputs-hash'), hash);
    }
  });
}

// Run as a script (npm start, postinstall, npm run build); imported, it only lends staleBuilds(). The real path is
// compared: Node names the module by it, so a checkout reached through a symbolic link still builds.
if (process.argv[1] && realpathSync(process.argv[1]) === import.meta.filename)
  buildStale(process.argv.includes('--force'));
