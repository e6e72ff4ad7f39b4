import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';

import { rewriteSpecifiers } from './module-specifiers.ts';
import { aliasesOf, repoFiles, resolveSpecifier, SOURCE } from './repo-files.ts';

/**
 * Renames PascalCase and camelCase files to kebab-case (DashboardPage.tsx → dashboard-page.tsx) with `git mv`, and
 * rewrites every import, export, import() and vi.mock specifier that resolves to a renamed file. Paths written
 * out in other text files (docs, configs) are replaced where they appear in full (admin/src/App.tsx).
 *
 *   npx tsx tools/codemods/kebab-case-files.ts [--dry-run] <file or folder>...
 *
 * Only file names change, not folders. README.md, generated/ and test fixtures keep their names
 * (tests/architecture/file-names.test.ts lists the names a tool fixes).
 */
const root = join(import.meta.dirname, '../..');

export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}

function renamesUnder(files: string[], targets: string[]): Map<string, string> {
  const renames = new Map<string, string>();
  for (const file of files) {
    if (!targets.some((target) => file === target || file.startsWith(`${target.replace(/\/$/, '')}/`))) continue;
    if (/^(generated|node_modules)\/|\/fixtures\//.test(file)) continue;
    const name = posix.basename(file);
    if (name === 'README.md' || !/[A-Z_]/.test(name)) continue;
    renames.set(file, posix.join(posix.dirname(file), kebabCase(name)));
  }
  return renames;
}

/** Two files that would end with one name, or whose names would differ only by extension in one folder. */
function collisions(files: string[], renames: Map<string, string>): string[] {
  const after = files.map((file) => renames.get(file) ?? file);
  const stem = (path: string) => path.replace(/(\.d)?\.[cm]?[jt]sx?$/, '');
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const [index, path] of after.entries()) {
    for (const key of new Set([path, stem(path)])) {
      const other = seen.get(key);
      if (other && (renames.has(files[index]) || renames.has(other)))
        problems.push(`${files[index]} and ${other} → ${key}`);
      seen.set(key, files[index]);
    }
  }
  return problems;
}

function rewriteImporters(files: string[], renames: Map<string, string>, dryRun: boolean): string[] {
  const known = new Set(files);
  const aliases = aliasesOf(root);
  const changed: string[] = [];
  for (const file of files.filter((path) => SOURCE.test(path) && !path.startsWith('node_modules/'))) {
    const text = readFileSync(join(root, file), 'utf8');
    const next = rewriteSpecifiers(file, text, (specifier) => {
      const target = resolveSpecifier(file, specifier, known, aliases);
      const renamed = target && renames.get(target);
      if (!target || !renamed) return undefined;
      const [oldName, newName] = [posix.basename(target), posix.basename(renamed)];
      const strip = (name: string) => name.replace(/(\.d)?\.[cm]?[jt]sx?$/, '');
      const last = specifier.slice(specifier.lastIndexOf('/') + 1);
      const head = specifier.slice(0, specifier.length - last.length);
      if (last === oldName) return head + newName;
      if (last === strip(oldName)) return head + strip(newName);
      if (strip(last) === strip(oldName)) return head + strip(newName) + last.slice(strip(last).length);
      throw new Error(`${file}: cannot rewrite '${specifier}' (names ${target})`);
    });
    if (next !== text) {
      changed.push(file);
      if (!dryRun) writeFileSync(join(root, file), next);
    }
  }
  return changed;
}

function rewriteMentions(files: string[], renames: Map<string, string>, dryRun: boolean): string[] {
  const changed: string[] = [];
  const text = /\.(?:md|json|html|cjs|mjs|js|ts|tsx|yml|yaml|sh)$|^\.ci\//;
  for (const file of files.filter((path) => text.test(path) && !/^(node_modules|tools\/codemods)\//.test(path))) {
    const before = readFileSync(join(root, file), 'utf8');
    let after = before;
    for (const [from, to] of renames) after = after.split(from).join(to);
    if (after !== before) {
      changed.push(file);
      if (!dryRun) writeFileSync(join(root, file), after);
    }
  }
  return changed;
}

function main(argv: string[]): void {
  const dryRun = argv.includes('--dry-run');
  const targets = argv.filter((arg) => arg !== '--dry-run');
  if (targets.length === 0) throw new Error('usage: kebab-case-files.ts [--dry-run] <file or folder>...');
  const files = repoFiles(root);
  const renames = renamesUnder(files, targets);
  const problems = collisions(files, renames);
  if (problems.length) throw new Error(`names would collide:\n${problems.join('\n')}`);
  const importers = rewriteImporters(files, renames, dryRun);
  const mentions = rewriteMentions(files, renames, dryRun);
  if (!dryRun) for (const [from, to] of renames) execFileSync('git', ['mv', from, to], { cwd: root });
  for (const [from, to] of renames) console.log(`${from} → ${to}`);
  console.log(
    `${renames.size} files renamed; specifiers rewritten in ${importers.length} files; paths in ${mentions.length}`,
  );
  for (const file of new Set([...importers, ...mentions])) console.log(`  edited ${file}`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) main(process.argv.slice(2));
