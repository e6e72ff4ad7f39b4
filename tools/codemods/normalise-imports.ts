import { readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';

import { moduleSpecifiers, rewriteSpecifiers } from './module-specifiers.ts';
import { aliasesOf, repoFiles, resolveSpecifier, SOURCE } from './repo-files.ts';

/**
 * Makes every import of a repository file follow decision 046:
 * - the specifier names the file with its extension (`./wizard-steps.ts`, `#domain/access/roles.ts`,
 *   `./resources/user/index.ts`): what Node's own ESM resolution and package.json "imports" need, and what
 *   TypeScript (allowImportingTsExtensions), tsx, Vite and Vitest all read;
 * - a relative path only stays inside its top-level folder and climbs at most one level (`./x.ts`, `../x.ts`);
 *   anything else goes through the package.json "imports" alias of the folder it names (`#engine/...`).
 *   An alias already written stays an alias. Aliases are read from package.json, not listed here.
 * Import and export declarations, import(), import('x').Type, require and vi.mock-style calls are read with the
 * TypeScript parser. generated/ (its generator writes its imports) and test fixtures are left alone; so are
 * package names, Vite globs and `new URL(..., import.meta.url)` paths.
 *
 *   npx tsx tools/codemods/normalise-imports.ts [--dry-run | --check] [--root <dir>] [<file or folder>...]
 *
 * --dry-run lists what would change; --check does the same and exits 1 when anything would (for CI).
 */
interface Outcome {
  changed: Map<string, number>;
  unresolved: string[];
  noAlias: Set<string>;
}

function topOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.indexOf('/')) : '.';
}

/** The alias (longest folder first) that reaches the file, e.g. '#engine/runtime/errors.ts'. */
function aliasFor(target: string, aliases: ReadonlyMap<string, string>): string | undefined {
  let best: [string, string] | undefined;
  for (const [prefix, folder] of aliases) {
    if (target.startsWith(folder) && (!best || folder.length > best[1].length)) best = [prefix, folder];
  }
  return best && best[0] + target.slice(best[1].length);
}

/** The specifier decision 046 writes for `target` imported from `from` ('./x.ts', '../x.ts' or an alias). */
export function preferredSpecifier(
  from: string,
  written: string,
  target: string,
  aliases: ReadonlyMap<string, string>,
): { specifier: string; noAlias?: boolean } {
  let relative = posix.relative(posix.dirname(from), target);
  if (!relative.startsWith('../')) relative = `./${relative}`;
  const climbs = relative.match(/^(\.\.\/)*/)![0].length / 3;
  if (written.startsWith('#')) return { specifier: aliasFor(target, aliases) ?? written };
  if (topOf(from) === topOf(target) && climbs <= 1) return { specifier: relative };
  const alias = aliasFor(target, aliases);
  return alias ? { specifier: alias } : { specifier: relative, noAlias: true };
}

export function normaliseFile(
  file: string,
  text: string,
  files: ReadonlySet<string>,
  aliases: ReadonlyMap<string, string>,
  outcome: Outcome,
): string {
  let count = 0;
  const next = rewriteSpecifiers(file, text, (written) => {
    if (!written.startsWith('.') && !written.startsWith('#')) return undefined;
    const [path, query = ''] = written.split(/(?=\?)/);
    let target = resolveSpecifier(file, path, files, aliases);
    if (!target) {
      outcome.unresolved.push(`${file}: '${written}'`);
      return undefined;
    }
    // A declaration file beside its JavaScript module (generated validators): import the module.
    if (target.endsWith('.d.ts')) {
      const js = target.replace(/\.d\.ts$/, '.js');
      if (!files.has(js)) return undefined;
      target = js;
    }
    const { specifier, noAlias } = preferredSpecifier(file, path, target, aliases);
    if (noAlias) outcome.noAlias.add(topOf(target));
    const result = specifier + query;
    if (result !== written) count++;
    return result;
  });
  if (count) outcome.changed.set(file, count);
  return next;
}

function main(argv: string[]): void {
  const check = argv.includes('--check');
  const dryRun = check || argv.includes('--dry-run');
  const rootAt = argv.indexOf('--root');
  const root = rootAt >= 0 ? argv[rootAt + 1] : join(import.meta.dirname, '../..');
  const targets = argv.filter((arg, index) => !arg.startsWith('--') && (rootAt < 0 || index !== rootAt + 1));
  const all = repoFiles(root);
  const files = new Set(all);
  const aliases = aliasesOf(root);
  const outcome: Outcome = { changed: new Map(), unresolved: [], noAlias: new Set() };
  const inScope = (path: string) =>
    targets.length === 0 || targets.some((t) => path === t || path.startsWith(`${t.replace(/\/$/, '')}/`));
  const sources = all.filter(
    (path) => SOURCE.test(path) && inScope(path) && !/^(generated|node_modules|dist)\/|\/fixtures\//.test(path),
  );
  for (const file of sources) {
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    if (!moduleSpecifiers(file, text).length) continue;
    const next = normaliseFile(file, text, files, aliases, outcome);
    if (next !== text && !dryRun) writeFileSync(join(root, file), next);
  }
  const total = [...outcome.changed.values()].reduce((sum, n) => sum + n, 0);
  for (const [file, n] of outcome.changed) console.log(`${dryRun ? 'would change' : 'changed'} ${file} (${n})`);
  for (const line of outcome.unresolved) console.log(`unresolved ${line}`);
  if (outcome.noAlias.size)
    console.log(`kept relative, no alias in package.json for: ${[...outcome.noAlias].join(', ')}`);
  console.log(
    `${total} specifiers in ${outcome.changed.size} of ${sources.length} files; ${outcome.unresolved.length} unresolved`,
  );
  if (check && total > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) main(process.argv.slice(2));
