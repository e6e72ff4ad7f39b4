import { execFileSync } from 'node:child_process';
import { join, relative } from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/**
 * A TypeScript project per environment (decision 050), checked together by `npm run typecheck` (`tsc -b`). A file no
 * project includes is never checked, and one that two include is checked twice under different types: every
 * TypeScript file belongs to exactly one, and each project sees only its environment's globals.
 */
interface Project {
  config: string;
  files: string[];
  dom: boolean;
  node: boolean;
}

/** Which globals each environment may see: the DOM's (`lib: DOM`), Node's (`types: node`), both or neither. */
const ENVIRONMENTS: Record<string, { dom: boolean; node: boolean }> = {
  'tsconfig.shared.json': { dom: false, node: false },
  'tsconfig.node.json': { dom: false, node: true },
  'tsconfig.browser.json': { dom: true, node: false },
  'tsconfig.site-server.json': { dom: false, node: true },
  'tsconfig.tools.json': { dom: false, node: true },
  'tsconfig.tests.json': { dom: true, node: true },
};

function readProject(config: string): Project {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(root, config),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${config} cannot be read`);
  const lib = (parsed.options.lib ?? []).map((l) => l.toLowerCase());
  return {
    config,
    files: parsed.fileNames.map((f) => relative(root, f)),
    dom: lib.some((l) => l.startsWith('lib.dom')),
    node: (parsed.options.types ?? []).includes('node'),
  };
}

/** The projects the root tsconfig.json lists, in its order. */
function projects(): Project[] {
  const solution = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config;
  return (solution.references as { path: string }[]).map(({ path }) => readProject(path.replace(/^\.\//, '')));
}

/** The repository's TypeScript files: committed ones and new ones not ignored. */
function typeScriptFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root });
  return out
    .toString('utf8')
    .split('\0')
    .filter((path) => /\.(ts|tsx|mts|cts)$/.test(path))
    .filter((path) => !path.startsWith('node_modules/'));
}

/** Each file in no project or in more than one, named with the projects that hold it. */
function ownershipProblems(files: string[], all: Pick<Project, 'config' | 'files'>[]): string[] {
  const owners = new Map<string, string[]>();
  for (const { config, files: held } of all) {
    for (const file of held) owners.set(file, [...(owners.get(file) ?? []), config]);
  }
  return files
    .map((file) => ({ file, in: owners.get(file) ?? [] }))
    .filter((entry) => entry.in.length !== 1)
    .map((entry) => (entry.in.length ? `${entry.file}: in ${entry.in.join(', ')}` : `${entry.file}: in no project`))
    .sort();
}

describe('TypeScript projects (decision 050)', () => {
  it('hold every TypeScript file exactly once', () => {
    expect(
      ownershipProblems(typeScriptFiles(), projects()),
      'add its folder to one tsconfig.<environment>.json',
    ).toEqual([]);
  });

  it('each see only their environment: no DOM in Node or shared code, no Node types in browser or shared code', () => {
    const seen = Object.fromEntries(projects().map(({ config, dom, node }) => [config, { dom, node }]));
    expect(seen).toEqual(ENVIRONMENTS);
  });

  it('catch a file in no project and a file in two', () => {
    const all = [
      { config: 'tsconfig.a.json', files: ['a/x.ts', 'shared/y.ts'] },
      { config: 'tsconfig.b.json', files: ['shared/y.ts'] },
    ];
    expect(ownershipProblems(['a/x.ts', 'shared/y.ts', 'new/z.ts'], all)).toEqual([
      'new/z.ts: in no project',
      'shared/y.ts: in tsconfig.a.json, tsconfig.b.json',
    ]);
  });
});
