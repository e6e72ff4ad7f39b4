import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { enumChoices, shownEnum } from '#domain/format/labels.ts';
import { generate } from '#engine/codegen/generate.ts';
import { enumTitles } from '#generated/enums.ts';

import { editedFixture, problemsOf, scratchTrees } from './temp-tree.ts';

const trees = scratchTrees();

describe('x-enumTitles: every enum a person may see has one title per value', () => {
  it('refuses a title for a value the enum does not have', async () => {
    const tree = editedFixture(
      trees,
      'book.schema.json',
      (s) => (s.properties.format['x-enumTitles'].audiobook = 'Audiobook'),
    );
    expect(await problemsOf(tree)).toContain(
      "schemas/book.schema.json: /properties/format/x-enumTitles/audiobook: 'audiobook' is not a value of this enum",
    );
  });

  it('refuses a value without a title', async () => {
    const tree = editedFixture(trees, 'book.schema.json', (s) => delete s.properties.format['x-enumTitles'].ebook);
    expect(await problemsOf(tree)).toContain(
      "schemas/book.schema.json: /properties/format/x-enumTitles: 'ebook' has no title",
    );
  });

  it('refuses an enum without titles, naming its values', async () => {
    const tree = editedFixture(trees, 'book.schema.json', (s) => delete s.properties.format['x-enumTitles']);
    expect(await problemsOf(tree)).toContain(
      'schemas/book.schema.json: /properties/format/enum: an enum needs x-enumTitles, the title a person reads for each value (paperback, hardcover, ebook)',
    );
  });

  it('refuses titles on a field that is not an enum', async () => {
    const tree = editedFixture(trees, 'book.schema.json', (s) => (s.properties.title['x-enumTitles'] = { a: 'A' }));
    expect(await problemsOf(tree)).toContain(
      'schemas/book.schema.json: /properties/title/x-enumTitles: x-enumTitles is for enums: this schema has no enum',
    );
  });

  it('refuses an empty title', async () => {
    const tree = editedFixture(trees, 'book.schema.json', (s) => (s.properties.format['x-enumTitles'].ebook = ''));
    expect(await problemsOf(tree)).toContain(
      'schemas/book.schema.json: /properties/format/x-enumTitles/ebook: must NOT have fewer than 1 characters',
    );
  });

  it('needs none for an enum inside a condition (if), which is never shown', async () => {
    const tree = editedFixture(trees, 'book.schema.json', (s) => {
      s.allOf = [{ if: { properties: { format: { enum: ['ebook'] } } }, then: { required: ['fileSize'] } }];
    });
    await expect(generate({ root: tree })).resolves.toBeDefined();
  });

  it('writes the titles to generated/enums.ts by enum: schema name and field path for an enum inside a schema', async () => {
    const tree = editedFixture(trees, 'book.schema.json', () => {});
    await generate({ root: tree });
    const enums = readFileSync(join(tree, 'generated/enums.ts'), 'utf8');
    expect(enums).toContain('"book.format": {"paperback":"Paperback","hardcover":"Hardcover","ebook":"E-book"}');
    expect(enums).toContain('export type EnumName = keyof typeof enumTitles;');
  });
});

describe('shownEnum: a value by its schema title', () => {
  it('shows the titles the schemas give, generated', () => {
    expect(shownEnum('document.docType', 'OFFER_LETTER')).toBe('Offer Letter');
    expect(shownEnum('claimChargeCategory', 'garbage removal')).toBe('Garbage Removal');
    expect(shownEnum('claimLineStatus', 'onhold')).toBe('On Hold');
    expect(shownEnum('webhookEventType', 'bond.created')).toBe('Bond created');
  });

  it('shows an unknown value as it is and a missing one as empty', () => {
    expect(shownEnum('document.docType', 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(shownEnum('document.docType', undefined)).toBe('');
    expect(shownEnum('document.docType', null)).toBe('');
  });

  it('lists the choices in the schema order', () => {
    expect(enumChoices('claimChargeCategory')[1]).toEqual({ id: 'garbage removal', name: 'Garbage Removal' });
    expect(enumChoices('eligibilityStatus').map((c) => c.id)).toEqual(Object.keys(enumTitles.eligibilityStatus));
  });
});
