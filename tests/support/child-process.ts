import { spawn } from 'node:child_process';

/**
 * Runs a command to its end without blocking the test worker: a worker whose event loop is held for over a
 * minute (a synchronous build) cannot answer vitest's reporting calls, and the run ends with "Timeout calling
 * onTaskUpdate" errors though every test passed. `inherit` shows the command's output; otherwise it is kept
 * and shown only when the command fails.
 */
export function runToEnd(command: string, args: string[], options: { cwd: string; inherit?: boolean }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: options.inherit ? 'inherit' : 'pipe' });
    let output = '';
    const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}:\n${output}`)),
    );
  });
}
