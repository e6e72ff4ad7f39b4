import { describe, expect, it } from 'vitest';

import { recordPageSchema } from '#admin/schema-resources/show-layout.ts';
import { geoPairOf, isPoint, mapLink, roundedDegrees } from '#admin/schema-resources/widgets/geo.ts';
import { formSections, hasSections, isWideField } from '#admin/schema-resources/widgets/sections.ts';
import { uiSchemaFor } from '#engine/runtime/forms/ui-schema.ts';
import { detailGroups } from '#forms/details/detail-groups.ts';
import { messages } from '#generated/messages.ts';
import bondSchema from '#generated/schemas/bond.json';
import faqSchema from '#generated/schemas/faq.json';
import propertySchema from '#generated/schemas/property.json';

const property = propertySchema as Record<string, any>;

describe('generated forms: sections and widgets from the schema (issue 31)', () => {
  it('groups fields in their x-ui sections where the first of each stands; unsectioned fields stay in place', () => {
    const schema = {
      properties: {
        a: { 'x-ui': { section: 'One' } },
        b: {},
        c: { 'x-ui': { section: 'Two' } },
        d: { 'x-ui': { section: 'One' } },
        e: {},
        f: {},
      },
    };
    expect(formSections(schema, ['a', 'b', 'c', 'd', 'e', 'f'])).toEqual([
      { title: 'One', names: ['a', 'd'] },
      { names: ['b'] },
      { title: 'Two', names: ['c'] },
      { names: ['e', 'f'] },
    ]);
    expect(hasSections(property)).toBe(true);
    expect(hasSections(faqSchema as any)).toBe(false);
    const titles = formSections(property, Object.keys(property.properties))
      .map((s) => s.title)
      .filter(Boolean);
    expect(titles).toEqual(['Basics', 'Photos', 'Address', 'Location', 'Rent', 'Rooms & Amenities', 'About']);
  });

  it('gives lists, groups, long text and pictures a row of their own, but not a pick of several choices', () => {
    expect(isWideField(property.properties.amenities)).toBe(true);
    expect(isWideField(property.properties.description)).toBe(true);
    expect(isWideField(property.properties.propertyAddress)).toBe(true);
    expect(isWideField(property.properties.roomTypes)).toBe(false);
    expect(isWideField(property.properties.expectedRent)).toBe(false);
  });

  it('finds the coordinate pair, rounds a position to 6 places and links the point on the map', () => {
    expect(geoPairOf(property, Object.keys(property.properties))).toEqual({
      latitude: 'latitude',
      longitude: 'longitude',
    });
    expect(geoPairOf(property, ['latitude'])).toBeUndefined();
    expect(roundedDegrees(18.559123456)).toBe(18.559123);
    expect(isPoint(18.5, 73.8)).toBe(true);
    expect(isPoint(123, 73.8)).toBe(false);
    expect(isPoint(18.5, undefined)).toBe(false);
    expect(mapLink(18.5, 73.8)).toBe('https://www.openstreetmap.org/?mlat=18.5&mlon=73.8#map=17/18.5/73.8');
  });

  it('maps amenity suggestions and coordinate widgets into the uiSchema; no gender is pre-chosen', () => {
    const ui = uiSchemaFor(property, { widgets: new Set(['tags', 'latitude', 'longitude']) });
    expect(ui.amenities).toMatchObject({
      'ui:widget': 'tags',
      'ui:options': { suggestions: expect.arrayContaining(['Wi-Fi', 'Power Backup']) },
    });
    expect(ui.latitude['ui:widget']).toBe('latitude');
    expect(ui.longitude['ui:widget']).toBe('longitude');
    expect(property.properties.genderPreference.default).toBeUndefined();
    expect(property.properties.genderPreference.enum).toEqual(['male', 'female', 'other']);
  });
});

describe("a generated record's page: the shared read-only view of the whole record", () => {
  const record = {
    id: 'p1',
    name: 'Gulmohar Nest',
    city: 'Pune',
    propertyAddress: { locality: 'Baner', city: 'Pune', state: 'Maharashtra', pin: '411045' },
    latitude: 18.5,
    longitude: 73.8,
    landlordId: 'u1',
    expectedRent: 14500,
  };

  it('keeps the layout and puts what it leaves out of shorter views in its rest group, but never the hidden copy of the city', () => {
    const groups = detailGroups(recordPageSchema(property), record, { roles: ['staff'] });
    const fields = groups.flatMap((g) => g.items.map((i) => i.field));
    expect(fields).toEqual(expect.arrayContaining(['name', 'propertyAddress', 'latitude', 'longitude', 'landlordId']));
    expect(fields).not.toContain('city');
    expect(fields).not.toContain('id');
  });

  it('leaves out what the screen already shows above the details (the property gallery pictures)', () => {
    const pictured = { ...record, avatar: '/uploads/a.svg', propertyImages: ['/uploads/a.svg'] };
    const fieldsOf = (shownAbove?: string[]) =>
      detailGroups(recordPageSchema(property, shownAbove), pictured, { roles: ['staff'] }).flatMap((g) =>
        g.items.map((i) => i.field),
      );
    expect(fieldsOf()).toEqual(expect.arrayContaining(['avatar', 'propertyImages']));
    expect(fieldsOf(['avatar', 'propertyImages'])).not.toContain('avatar');
    expect(fieldsOf(['avatar', 'propertyImages'])).not.toContain('propertyImages');
    expect(fieldsOf(['avatar', 'propertyImages'])).toEqual(expect.arrayContaining(['latitude', 'landlordId']));
  });

  it('without a layout, groups by the form sections; a plain schema is one group of the fields with a value', () => {
    const { 'x-ui': _ui, ...bare } = property;
    const sectioned = detailGroups(recordPageSchema(bare), record, { roles: ['staff'] });
    expect(sectioned.map((g) => g.title)).toEqual([
      'Basics',
      'Photos',
      'Address',
      'Location',
      'Rent',
      'Rooms & Amenities',
      'About',
    ]);
    // A field no section names, holding a value, joins the last group.
    const added = { ...bare, properties: { ...bare.properties, parking: { title: 'Parking Slots', type: 'integer' } } };
    expect(detailGroups(recordPageSchema(added), { ...record, parking: 2 }, { roles: ['staff'] }).at(-1)).toMatchObject(
      { title: messages.details.other, items: [{ field: 'parking', text: '2' }] },
    );
    const faq = detailGroups(recordPageSchema(faqSchema as any), { id: 'f1', title: 'Q?', answer: 'A.' });
    expect(faq).toHaveLength(1);
  });

  it("reads a definition-typed field (a bond document) by its parts' titles", () => {
    const schema = recordPageSchema(bondSchema as any);
    const [item] = detailGroups(
      schema,
      { agreement: { docId: 'AGR-1', docUrl: '/uploads/a.pdf' } },
      { roles: ['staff'] },
    )
      .flatMap((g) => g.items)
      .filter((i) => i.field === 'agreement');
    expect(item.text).toContain('Document ID: AGR-1');
  });
});
