import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** Files that hold module specifiers: TypeScript and JavaScript sources. */
export const SOURCE = /\.(?:[cm]?tsx?|[cm]?jsx?)$/;

const TRIED = [
  '',
  '.ts',
  '.tsx',
  '.d.ts',
  '.js',
  '.jsx',
  '.mjs',
  '.cjs',
  '.json',
  '/index.ts',
  '/index.tsx',
  '/index.js',
];

/** The repository's files, relative to its root with '/' separators: committed and new ones, not ignored ones. */
export function repoFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.toString('utf8').split('\0').filter(Boolean))].sort();
}

/** package.json "imports" that map a prefix to a folder ("#engine/*": "./engine/*"), as prefix → folder. */
export function aliasesOf(root: string): Map<string, string> {
  const { imports = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    imports?: Record<string, unknown>;
  };
  const aliases = new Map<string, string>();
  for (const [key, target] of Object.entries(imports)) {
    if (typeof target === 'string' && key.endsWith('/*') && target.startsWith('./') && target.endsWith('/*')) {
      aliases.set(key.slice(0, -1), target.slice(2, -1));
    }
  }
  return aliases;
}

/**
 * The repository file a relative or aliased specifier names, as bundlers and TypeScript's "Bundler" resolution
 * find it: the path as written, with a source extension added, a `.js` written for a `.ts`, or a folder's index.
 * Undefined for a package name or a path that names no file of the repository.
 */
export function resolveSpecifier(
  from: string,
  specifier: string,
  files: ReadonlySet<string>,
  aliases: ReadonlyMap<string, string>,
): string | undefined {
  let base: string | undefined;
  if (/^\.\.?(\/|$)/.test(specifier)) base = posix.join(posix.dirname(from), specifier);
  else {
    for (const [prefix, folder] of aliases) {
      if (specifier.startsWith(prefix)) base = folder + specifier.slice(prefix.length);
    }
  }
  if (base === undefined) return undefined;
  const bases = [base, ...(/\.[cm]?jsx?$/.test(base) ? [base.replace(/\.([cm]?)js(x?)$/, '.$1ts$2')] : [])];
  for (const candidate of bases) {
    for (const suffix of TRIED) if (files.has(candidate + suffix)) return candidate + suffix;
  }
  return undefined;
}
