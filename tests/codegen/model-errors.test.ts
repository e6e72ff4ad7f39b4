import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { generate } from '#engine/codegen/generate.ts';

import { editedFixture, editJson, fixturesDir, problemsOf, repoRoot, scratchTrees, tempTree } from './temp-tree.ts';

const trees = scratchTrees();

describe('npm run generate refuses a broken model, naming file and path', () => {
  it('a misspelt root x-keyword', async () => {
    const tree = editedFixture(trees, 'book.schema.json', (s) => {
      s['x-admn'] = s['x-admin'];
      delete s['x-admin'];
    });
    expect(await problemsOf(tree)).toContain(
      "schemas/book.schema.json: /x-admn: unknown keyword 'x-admn' (did you mean 'x-admin'?)",
    );
  });

  it('a misspelt key inside an x-keyword', async () => {
    const tree = editedFixture(trees, 'book.schema.json', (s) => (s['x-admin'].lables = 'Books'));
    expect(await problemsOf(tree)).toContain(
      "schemas/book.schema.json: /x-admin: must NOT have additional properties 'lables'",
    );
  });

  it('a misspelt x-keyword on a property', async () => {
    const tree = editedFixture(
      trees,
      'book.schema.json',
      (s) => (s.properties.shelfId['x-reff'] = s.properties.shelfId['x-ref']),
    );
    expect(await problemsOf(tree)).toContain(
      "schemas/book.schema.json: /properties/shelfId/x-reff: unknown keyword 'x-reff' (did you mean 'x-ref'?)",
    );
  });

  it('a root-only x-keyword on a property', async () => {
    const tree = editedFixture(trees, 'book.schema.json', (s) => (s.properties.title['x-admin'] = { label: 'Title' }));
    expect(await problemsOf(tree)).toContain(
      "schemas/book.schema.json: /properties/title/x-admin: unknown keyword 'x-admin'",
    );
  });

  it('a misspelt JSON Schema keyword', async () => {
    const tree = editedFixture(trees, 'shelf.schema.json', (s) => (s.properties.name.maxLenght = 10));
    expect(await problemsOf(tree)).toContain(
      "schemas/shelf.schema.json: /properties/name/maxLenght: unknown keyword 'maxLenght' (did you mean 'maxLength'?)",
    );
  });

  it('a broken $ref', async () => {
    const tree = editedFixture(trees, 'book.schema.json', (s) => (s.properties.isbn.$ref = '_defs/isbm.schema.json'));
    expect(await problemsOf(tree)).toContain(
      "schemas/book.schema.json: /properties/isbn/$ref: '_defs/isbm.schema.json' names no schema file",
    );
  });

  it('a $ref to a missing place inside a file', async () => {
    const tree = editedFixture(
      trees,
      'book-search.schema.json',
      (s) => (s.properties.isbn.$ref = 'book.schema.json#/properties/isbnn'),
    );
    expect(await problemsOf(tree)).toContain(
      "schemas/book-search.schema.json: /properties/isbn/$ref: 'book.schema.json#/properties/isbnn': schemas/book.schema.json has no schema at '/properties/isbnn'",
    );
  });

  it('an x-ref to a resource that is not stored, and list columns that do not exist', async () => {
    const tree = editedFixture(trees, 'book.schema.json', (s) => {
      s.properties.shelfId['x-ref'].resource = 'book-search';
      s['x-admin'].list.push('price');
    });
    const problems = await problemsOf(tree);
    expect(problems).toContain(
      "schemas/book.schema.json: /properties/shelfId/x-ref/resource: 'book-search' is not a stored schema (one with x-db)",
    );
    expect(problems).toContain("schemas/book.schema.json: /x-admin/list/3: 'price' is not a property of this schema");
  });

  it('an x-access role that does not exist', async () => {
    const tree = editedFixture(
      trees,
      'book.schema.json',
      (s) => (s.properties.fileSize['x-access'] = { read: ['landlords'] }),
    );
    expect(await problemsOf(tree)).toMatch(
      /schemas\/book\.schema\.json: \/properties\/fileSize\/x-access\/read\/0: must be equal to one of the allowed values/,
    );
  });

  it('a read-only layout naming a missing field, or one field twice', async () => {
    const tree = editedFixture(trees, 'book.schema.json', (s) =>
      s['x-ui'].details.groups.push({ name: 'more', title: 'More', fields: ['pages', 'edition'] }),
    );
    const problems = await problemsOf(tree);
    expect(problems).toContain(
      "schemas/book.schema.json: /x-ui/details/groups/1/fields/0: 'pages' is placed twice (also at /x-ui/details/groups/0/fields/2)",
    );
    expect(problems).toContain(
      "schemas/book.schema.json: /x-ui/details/groups/1/fields/1: 'edition' is not a property of this schema",
    );
  });

  it('a search field inside an object that the object does not have (author.name is fine)', async () => {
    const tree = editedFixture(
      trees,
      'book.schema.json',
      (s) => (s['x-admin'].search = ['title', 'author.name', 'author.nmae']),
    );
    expect(await problemsOf(tree)).toContain(
      "schemas/book.schema.json: /x-admin/search/2: 'nmae' is not a property of 'author'",
    );
    expect(await problemsOf(tree)).not.toContain('/x-admin/search/1');
  });

  it('the command itself exits non-zero and prints file and path', () => {
    const tree = editedFixture(trees, 'book.schema.json', (s) => (s['x-dbb'] = {}));
    let output = '';
    try {
      execFileSync(join(repoRoot, 'node_modules/.bin/tsx'), [join(repoRoot, 'engine/codegen/cli.ts'), '--root', tree], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (e: any) {
      output = e.stderr;
      expect(e.status).toBe(1);
    }
    expect(output).toContain("schemas/book.schema.json: /x-dbb: unknown keyword 'x-dbb' (did you mean 'x-db'?)");
  });
});

describe('destructive model changes stop generation', () => {
  it('a removed column names the hand-written migration it needs', async () => {
    const tree = tempTree(join(fixturesDir, 'library/schemas'));
    trees.push(tree);
    await generate({ root: tree });
    editJson(join(tree, 'schemas/book.schema.json'), (s) => {
      delete s.properties.pages;
      s['x-admin'].list = ['title', 'isbn'];
      s['x-ui'].details.groups[0].fields = ['title', 'author'];
    });
    expect(await problemsOf(tree)).toContain(
      'generated/migrations/snapshot.json: /tables/book/columns/pages: column is gone from the schema (dropped or renamed): write a hand-written migration (db/migrations/NNNN_book_pages.sql)',
    );
  });

  it('a changed type is refused too', async () => {
    const tree = tempTree(join(fixturesDir, 'library/schemas'));
    trees.push(tree);
    await generate({ root: tree });
    editJson(join(tree, 'schemas/book.schema.json'), (s) => (s.properties.pages.type = 'string'));
    expect(await problemsOf(tree)).toContain('/tables/book/columns/pages: type changes from integer to text');
  });
});
