import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export interface WriteReport {
  written: string[];
  removed: string[];
  unchanged: number;
}

/**
 * Makes `outDir` hold exactly `files` (relative path → content), touching only what changed.
 * In check mode nothing is written: the report lists what would change.
 */
export function writeOutput(outDir: string, files: Map<string, string>, check: boolean): WriteReport {
  const report: WriteReport = { written: [], removed: [], unchanged: 0 };
  for (const [rel, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const path = join(outDir, rel);
    if (existsSync(path) && readFileSync(path, 'utf8') === content) {
      report.unchanged++;
      continue;
    }
    report.written.push(rel);
    if (!check) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
    }
  }
  for (const path of listFiles(outDir)) {
    const rel = relative(outDir, path);
    if (files.has(rel)) continue;
    report.removed.push(rel);
    if (!check) rmSync(path);
  }
  return report;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? listFiles(join(dir, d.name)) : [join(dir, d.name)],
  );
}
