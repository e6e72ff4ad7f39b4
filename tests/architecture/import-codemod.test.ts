import { describe, expect, it } from 'vitest';

import { moduleSpecifiers } from '#tools/codemods/module-specifiers.ts';
import { normaliseFile, preferredSpecifier } from '#tools/codemods/normalise-imports.ts';

/** tools/codemods/normalise-imports.ts writes decision 046's imports; these pin what it reads and what it writes. */
const aliases = new Map([
  ['#engine/', 'engine/'],
  ['#server/', 'server/'],
  ['#admin/', 'admin/'],
]);

describe('the import codemod', () => {
  it('reads every kind of module specifier with the parser, and nothing else', () => {
    const text = [
      "import a from './a';",
      "import type { B } from '../b';",
      "export * from './c.ts';",
      "export { d } from '#engine/d';",
      "const e = await import('./e');",
      "type F = import('./f').F;",
      "vi.mock('./g', () => ({}));",
      "const h = require('./h');",
      'const i = import(`./i`);',
      "const notAnImport = './j';",
      "const glob = import.meta.glob('./k/*.ts');",
      '// import x from "./l";',
    ].join('\n');
    expect(moduleSpecifiers('x.ts', text).map((s) => s.value)).toEqual([
      './a',
      '../b',
      './c.ts',
      '#engine/d',
      './e',
      './f',
      './g',
      './h',
      './i',
    ]);
  });

  it('keeps a path relative only inside its top folder and one level up, else uses the alias', () => {
    const from = 'admin/src/resources/user/drawer/panes/bond-pane.tsx';
    expect(preferredSpecifier(from, './x', 'admin/src/resources/user/drawer/panes/bond-row.ts', aliases)).toEqual({
      specifier: './bond-row.ts',
    });
    expect(preferredSpecifier(from, '../x', 'admin/src/resources/user/drawer/use-saving.ts', aliases)).toEqual({
      specifier: '../use-saving.ts',
    });
    expect(preferredSpecifier(from, '../../../x', 'admin/src/api/http.ts', aliases)).toEqual({
      specifier: '#admin/src/api/http.ts',
    });
    expect(preferredSpecifier('server/a/b.ts', '../../engine/x', 'engine/x.ts', aliases)).toEqual({
      specifier: '#engine/x.ts',
    });
    expect(preferredSpecifier('engine/a.ts', '../site/x', 'site/x.ts', aliases)).toEqual({
      specifier: '../site/x.ts',
      noAlias: true,
    });
    expect(preferredSpecifier('server/a.ts', '#server/b', 'server/b.ts', aliases)).toEqual({
      specifier: '#server/b.ts',
    });
  });

  it('writes the file with its extension: a folder index, a .js written for a .ts, a query kept', () => {
    const files = new Set([
      'admin/src/app.tsx',
      'admin/src/resources/user/index.ts',
      'admin/src/logo.svg',
      'server/x.server.ts',
      'generated/validators/user.js',
      'generated/validators/user.d.ts',
      'engine/runtime/errors.ts',
    ]);
    const outcome = { changed: new Map<string, number>(), unresolved: [] as string[], noAlias: new Set<string>() };
    const text = [
      "import { App } from './app';",
      "import user from './resources/user';",
      "import logo from './logo.svg?url';",
      "import { fail } from '../../engine/runtime/errors.js';",
      "import validate from '../../generated/validators/user';",
      "import React from 'react';",
      "import gone from './gone';",
    ].join('\n');
    const out = normaliseFile(
      'admin/src/main.tsx',
      text,
      files,
      new Map([...aliases, ['#generated/', 'generated/']]),
      outcome,
    );
    expect(out.split('\n')).toEqual([
      "import { App } from './app.tsx';",
      "import user from './resources/user/index.ts';",
      "import logo from './logo.svg?url';",
      "import { fail } from '#engine/runtime/errors.ts';",
      "import validate from '#generated/validators/user.js';",
      "import React from 'react';",
      "import gone from './gone';",
    ]);
    expect(outcome.changed.get('admin/src/main.tsx')).toBe(4);
    expect(outcome.unresolved).toEqual(["admin/src/main.tsx: './gone'"]);
  });
});
