import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { detailGroups } from '#forms/details/detail-groups.ts';

/** The fixture model's book: a details layout (summary, rest), fileSize readable by staff only (x-access). */
const book = JSON.parse(
  readFileSync(join(import.meta.dirname, '../codegen/fixtures/library/generated/schemas/book.json'), 'utf8'),
);
const record = {
  id: 'b1',
  title: 'Malgudi Days',
  pages: 256,
  format: 'ebook',
  fileSize: 1200,
  isbn: '9780143039655',
  shelfId: 's1',
};

const labelsOf = (groups: ReturnType<typeof detailGroups>) =>
  groups.map((g) => [g.title, g.items.map((i) => `${i.label}: ${i.text}`)]);

describe('detailGroups: a record as its schema lays it out', () => {
  it('shows the layout`s fields by their schema titles, then what the layout does not place, in the rest group', () => {
    expect(labelsOf(detailGroups(book, record, { roles: ['staff'] }))).toEqual([
      [
        'Summary',
        [
          'Title: Malgudi Days',
          'Author: —',
          'Pages: 256',
          `${book.properties.isbn.title}: 9780143039655`,
          'Format: E-book',
          'File Size: 1,200',
          'Shelf: s1',
        ],
      ],
    ]);
  });

  it('leaves out what the viewer`s roles may not read (x-access), and everything restricted from an anonymous viewer', () => {
    const tenant = detailGroups(book, record, { roles: ['tenant'] })[0].items.map((i) => i.field);
    expect(tenant).not.toContain('fileSize');
    expect(tenant).toContain('isbn');
    expect(detailGroups(book, record)[0].items.map((i) => i.field)).not.toContain('fileSize');
  });

  it('a field added to the schema shows without code, by its title, in the rest group', () => {
    const added = { ...book, properties: { ...book.properties, edition: { title: 'Edition', type: 'string' } } };
    const items = detailGroups(added, { ...record, edition: 'Second' }, { roles: ['staff'] })[0].items;
    expect(items.at(-1)).toMatchObject({ field: 'edition', label: 'Edition', text: 'Second' });
  });

  it('names the reference of an x-ref field, so a front end shows it by name', () => {
    const shelf = detailGroups(book, record, { roles: ['staff'] })[0].items.find((i) => i.field === 'shelfId');
    expect(shelf?.reference).toEqual({ resource: 'shelf', id: 's1' });
  });

  it('one group alone, and no group without layout: every field with a value under the schema title', () => {
    expect(detailGroups(book, record, { roles: ['staff'], group: 'nothing' })).toEqual([]);
    const plain = { ...book, 'x-ui': undefined };
    expect(detailGroups(plain, record, { roles: ['staff'] }).map((g) => g.title)).toEqual(['Book']);
  });
});
