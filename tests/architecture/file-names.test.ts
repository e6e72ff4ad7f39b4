import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/**
 * One naming convention for hand-written files and folders (decision 046): kebab-case words, dots between the
 * parts of a name (`data-methods.ts`, `main.server.ts`, `bond.schema.json`), a leading dot for a tool's dotfile.
 * `npx tsx tools/codemods/kebab-case-files.ts <folder>` renames offenders and rewrites their importers.
 */
const KEBAB = /^\.?[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** Names a tool or a convention outside this repository fixes, each with its reason. */
const EXCEPTIONS: { pattern: RegExp; reason: string }[] = [
  { pattern: /(^|\/)README\.md$/, reason: 'the name GitHub, npm and every reader look for in a folder' },
  {
    pattern: /^generated\/|^tests\/codegen\/fixtures\/[^/]+\/generated\//,
    reason: 'written by `npm run generate` (or kept as its expected output); migrations are <number>_<change>.sql',
  },
  {
    pattern: /^db\/migrations\/\d{4}_[^/]+\.sql$/,
    reason:
      'the migrator (engine/runtime/db/migrate.server.ts) reads <number>_<change>.sql from db/migrations as ' +
      'from generated/migrations, sorts both by name and records each name as applied',
  },
  {
    pattern: /^docs\/specification\/\d{3}_[0-9a-f]+\.txt$/,
    reason: 'copies of the specification documents under their own names, which code comments cite (spec 002 §5)',
  },
  {
    pattern: /(^|\/)schemas\/_(defs|catalogue)\//,
    reason:
      'engine/codegen reads schemas/_defs (shared fields) and schemas/_catalogue (messages): the underscore ' +
      'keeps these folders apart from the resource schemas beside them',
  },
];

/** The path's folder or file names that break the convention, with the exception that excuses none of them. */
function nameProblems(paths: string[]): string[] {
  return paths
    .filter((path) => !EXCEPTIONS.some(({ pattern }) => pattern.test(path)))
    .filter((path) => path.split('/').some((part) => !KEBAB.test(part)))
    .sort();
}

/**
 * The repository's files: committed ones and new ones not ignored (what a commit of the tree would hold).
 * A node_modules symlink (a scratch worktree's) slips past the ignore rule, which names a folder.
 */
function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root });
  return out
    .toString('utf8')
    .split('\0')
    .filter((path) => path && path !== 'node_modules');
}

describe('file names', () => {
  it('are kebab-case in every hand-written folder (decision 046)', () => {
    expect(nameProblems(trackedFiles()), 'rename with tools/codemods/kebab-case-files.ts').toEqual([]);
  });

  it('catch a PascalCase, camelCase or snake_case name, in a file or a folder', () => {
    const probes = [
      'admin/src/dashboard/DashboardPage.tsx',
      'site/app/home/bondDetails.tsx',
      'server/claims/breach_days.server.ts',
      'client/UI/button.ts',
      'docs/Notes.md',
      'schemas/_fields/amount.schema.json',
      'db/migrations/AddRoles.sql',
    ];
    expect(nameProblems(probes)).toEqual([...probes].sort());
  });

  it('let the kebab-case names and the listed exceptions through', () => {
    const fine = [
      'admin/src/dashboard/dashboard-page.tsx',
      'server/main.server.ts',
      'schemas/bond.schema.json',
      'site/app/entry.client.tsx',
      '.ci/run',
      '.dependency-cruiser.cjs',
      'docs/decisions/046-file-names-and-imports.md',
      'server/README.md',
      'generated/migrations/0004_add_site_section_mobileImage.sql',
      'schemas/_defs/amount.schema.json',
      'schemas/_catalogue/messages.json',
      'docs/specification/002_ab0180fe1f97484b.txt',
      'db/migrations/0014_roles_and_grants.sql',
    ];
    expect(nameProblems(fine)).toEqual([]);
  });
});
