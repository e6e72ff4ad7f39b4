import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generate } from '#engine/codegen/generate.ts';
import { recordFromForm } from '#engine/runtime/forms/form-writes.ts';
import { precompiledIsValid, unaskedFieldErrors } from '#engine/runtime/validation/unasked-fields.ts';
import { runValidator } from '#engine/runtime/validation/validate.ts';

import { editJson, repoRoot, tempTree } from './temp-tree.ts';

/**
 * The analyst's path on a copy of the real model: schema edits, one `npm run generate`, nothing else. Generating
 * the whole model is the expensive step (seconds), so the edits of both stories below are made to one copy and
 * generated once; each story checks its own files.
 */
const tree = tempTree(join(repoRoot, 'schemas'));
cpSync(join(repoRoot, 'generated/migrations'), join(tree, 'generated/migrations'), { recursive: true });
afterAll(() => rmSync(tree, { recursive: true, force: true }));

const preferredCallTime = {
  title: 'Preferred Call Time',
  type: 'string',
  enum: ['Morning', 'Afternoon', 'Evening'],
  'x-enumTitles': { Morning: 'Morning', Afternoon: 'Afternoon', Evening: 'Evening' },
};

let written: string[];
let migrationCount: number;
let added: string;
beforeAll(async () => {
  // Two fields on the property schema.
  editJson(join(tree, 'schemas/property.schema.json'), (s) => {
    s.properties.petFriendly = { title: 'Pet Friendly', type: 'boolean' };
    s.properties.floorNumber = { title: 'Floor Number', type: 'integer', minimum: 0, maximum: 120 };
    // A field under a condition (decision 061): a pet deposit asked only of a pet-friendly property.
    s.allOf = [
      ...(s.allOf ?? []),
      {
        if: { properties: { petFriendly: { const: true } }, required: ['petFriendly'] },
        then: { properties: { petDeposit: { title: 'Pet Deposit', type: 'integer', minimum: 0, maximum: 100_000 } } },
      },
    ];
  });
  // A field added to lead and $ref-ed from partner-form (a form that writes the lead: x-writes).
  editJson(join(tree, 'schemas/lead.schema.json'), (s) => (s.properties.preferredCallTime = preferredCallTime));
  editJson(join(tree, 'schemas/partner-form.schema.json'), (s) => {
    s.properties.preferredCallTime = {
      $ref: 'lead.schema.json#/properties/preferredCallTime',
      title: 'When may we call?',
    };
    s['x-ui'].order.push('preferredCallTime');
  });
  written = (await generate({ root: tree })).written;
  const migrations = readdirSync(join(tree, 'generated/migrations')).filter((f) => f.endsWith('.sql'));
  migrationCount = migrations.length;
  added = readFileSync(join(tree, 'generated/migrations', migrations.at(-1)!), 'utf8');
}, 120_000);

describe('an analyst adds a field to the property schema', () => {
  it('appears in the generated type, schema, manifest, validator and an additive migration', async () => {
    expect(written).toEqual(
      expect.arrayContaining(['types/property.ts', 'validators/property.js', 'schemas/property.json', 'manifest.ts']),
    );
    // The edits make one additive migration.
    expect(migrationCount).toBe(
      readdirSync(join(repoRoot, 'generated/migrations')).filter((f) => f.endsWith('.sql')).length + 1,
    );
    expect(added).toContain('ALTER TABLE "property" ADD COLUMN "petFriendly" boolean;');
    expect(added).toContain('ALTER TABLE "property" ADD COLUMN "floorNumber" integer;');

    const type = readFileSync(join(tree, 'generated/types/property.ts'), 'utf8');
    expect(type).toMatch(/petFriendly\?: boolean;/);
    expect(type).toMatch(/floorNumber\?: number;/);

    const validator = (await import(pathToFileURL(join(tree, 'generated/validators/property.js')).href)).default;
    const base = JSON.parse(readFileSync(join(repoRoot, 'tests/codegen/fixtures/valid-property.json'), 'utf8'));
    expect(runValidator(validator, { ...base, petFriendly: true, floorNumber: 3 })).toMatchObject({ ok: true });
    expect(runValidator(validator, { ...base, petFriendly: 'yes', floorNumber: 500 })).toEqual({
      ok: false,
      errors: {
        petFriendly: 'Pet Friendly must be true or false',
        floorNumber: 'Floor Number must be between 0 and 120',
      },
    });
  });
});

describe('an analyst adds a field under a condition', () => {
  it('is a column and an optional field of the type, asked and checked only when its condition holds', async () => {
    expect(added).toContain('ALTER TABLE "property" ADD COLUMN "petDeposit" integer;');
    expect(readFileSync(join(tree, 'generated/types/property.ts'), 'utf8')).toMatch(/petDeposit\?: number;/);
    const module = await import(pathToFileURL(join(tree, 'generated/validators/property.js')).href);
    const base = JSON.parse(readFileSync(join(repoRoot, 'tests/codegen/fixtures/valid-property.json'), 'utf8'));
    const check = (data: object) => {
      const result = runValidator(module.default, data);
      if (!result.ok) return result.errors;
      return unaskedFieldErrors(module.conditionalSchema, result.value, precompiledIsValid(module.validateFns));
    };
    expect(check({ ...base, petFriendly: true, petDeposit: 5_000 })).toEqual({});
    expect(check({ ...base, petFriendly: true, petDeposit: -1 })).toEqual({
      petDeposit: 'Pet Deposit must be between 0 and 100000',
    });
    expect(check({ ...base, petFriendly: false, petDeposit: 5_000 })).toEqual({
      petDeposit: 'Pet Deposit is not asked for with the answers given: leave it empty',
    });
    expect(check({ ...base, petFriendly: false, petDepositt: 5 })).toEqual({
      petDepositt: expect.stringMatching(/^Unknown field/),
    });
  });
});

describe('x-writes: a form that writes a resource', () => {
  it('a field added to lead and $ref-ed from partner-form is written to the lead', async () => {
    expect(written).toEqual(expect.arrayContaining(['form-writes.ts', 'schemas/partner-form.json', 'types/lead.ts']));

    // The lead gets a column, the form renders the field under its own label.
    expect(added).toContain('ALTER TABLE "lead" ADD COLUMN "preferredCallTime" text;');
    const form = JSON.parse(readFileSync(join(tree, 'generated/schemas/partner-form.json'), 'utf8'));
    expect(form.properties.preferredCallTime).toMatchObject({
      title: 'When may we call?',
      enum: ['Morning', 'Afternoon', 'Evening'],
    });

    // The generated table sends it to the lead, which has it.
    const { formWrites: table } = await import(pathToFileURL(join(tree, 'generated/form-writes.ts')).href);
    expect(table['partner-form'].fields).toEqual(['name', 'email', 'phone', 'entityName', 'preferredCallTime']);
    const data = {
      name: 'Ravi',
      email: 'ops@stay.in',
      phone: '9123456780',
      entityName: 'Stay',
      preferredCallTime: 'Evening',
    };
    const { resource, record } = recordFromForm('partner-form', data, { utm_source: 'mail', notDeclared: 'x' }, table);
    expect(resource).toBe('lead');
    expect(record).toEqual({ ...data, utm_source: 'mail', type: 'partner', source: 'partners-page' });
    const lead = JSON.parse(readFileSync(join(tree, 'generated/schemas/lead.json'), 'utf8'));
    expect(lead.properties.preferredCallTime).toMatchObject(preferredCallTime);
  });
});
