import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '#engine/codegen/generate.ts';
import { runValidator } from '#engine/runtime/validation/validate.ts';
import { editJson, repoRoot, tempTree } from './temp-tree';

/** The analyst's path: one edit to schemas/property.schema.json, one `npm run generate`, nothing else. */
describe('an analyst adds a field to the property schema', () => {
  const tree = tempTree(join(repoRoot, 'schemas'));
  cpSync(join(repoRoot, 'generated/migrations'), join(tree, 'generated/migrations'), { recursive: true });
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it('appears in the generated type, schema, manifest, validator and an additive migration', async () => {
    editJson(join(tree, 'schemas/property.schema.json'), (s) => {
      s.properties.petFriendly = { title: 'Pet Friendly', type: 'boolean' };
      s.properties.floorNumber = { title: 'Floor Number', type: 'integer', minimum: 0, maximum: 120 };
    });
    const report = await generate({ root: tree });
    expect(report.written).toEqual(expect.arrayContaining(['types/property.ts', 'validators/property.js', 'schemas/property.json', 'manifest.ts']));

    const migrations = readdirSync(join(tree, 'generated/migrations')).filter((f) => f.endsWith('.sql'));
    const added = readFileSync(join(tree, 'generated/migrations', migrations.at(-1)!), 'utf8');
    expect(migrations.length).toBe(readdirSync(join(repoRoot, 'generated/migrations')).filter((f) => f.endsWith('.sql')).length + 1);
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
      errors: { petFriendly: 'Pet Friendly must be true or false', floorNumber: 'Floor Number must be between 0 and 120' },
    });
  });
});
