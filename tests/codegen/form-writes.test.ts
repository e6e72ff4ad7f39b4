import { cpSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generate } from '#engine/codegen/generate.ts';
import { recordFromForm } from '#engine/runtime/forms/form-writes.ts';
import { formWrites } from '#generated/form-writes.ts';
import { editJson, repoRoot, tempTree, scratchTrees, problemsOf } from './temp-tree';

/**
 * A form that writes a resource (root x-writes) takes its fields from that resource: a field the
 * resource lacks stops `npm run generate` (it would be dropped on the way), and a field added to the
 * resource and $ref-ed from the form reaches the record with no code change.
 */
const trees = scratchTrees();

/** A copy of the real model and its migrations. */
function modelTree(): string {
  const tree = tempTree(join(repoRoot, 'schemas'));
  cpSync(join(repoRoot, 'generated/migrations'), join(tree, 'generated/migrations'), { recursive: true });
  trees.push(tree);
  return tree;
}

const preferredCallTime = {
  title: 'Preferred Call Time', type: 'string', enum: ['Morning', 'Afternoon', 'Evening'],
  'x-enumTitles': { Morning: 'Morning', Afternoon: 'Afternoon', Evening: 'Evening' },
};

describe('x-writes: a form that writes a resource', () => {
  it('refuses a field added to partner-form alone, naming the form, the resource file and the field', async () => {
    const tree = modelTree();
    editJson(join(tree, 'schemas/partner-form.schema.json'), (s) => (s.properties.preferredCallTime = preferredCallTime));
    expect(await problemsOf(tree)).toContain(
      "schemas/partner-form.schema.json: /properties/preferredCallTime: 'preferredCallTime' is not a field of lead (schemas/lead.schema.json): a form field lead lacks would be dropped; add it to schemas/lead.schema.json and $ref it from here, or list it in x-writes.formOnly",
    );
  });

  it('refuses a read-only field of the resource, a constant of an unknown field or value, and a resource that is not stored', async () => {
    const tree = modelTree();
    editJson(join(tree, 'schemas/partner-form.schema.json'), (s) => {
      s.properties.isPhoneVerified = { title: 'Verified', type: 'boolean' };
      s['x-writes'].set.leadKind = 'partner';
      s['x-writes'].set.type = 'operator';
      s['x-writes'].context.push('email');
    });
    editJson(join(tree, 'schemas/share-details.schema.json'), (s) => (s['x-writes'].resource = 'otp-request'));
    const problems = await problemsOf(tree);
    expect(problems).toContain("schemas/partner-form.schema.json: /properties/isPhoneVerified: 'isPhoneVerified' is read-only in lead (schemas/lead.schema.json): the server sets it");
    expect(problems).toContain("schemas/partner-form.schema.json: /x-writes/set/leadKind: 'leadKind' is not a field of lead (schemas/lead.schema.json)");
    expect(problems).toContain("schemas/partner-form.schema.json: /x-writes/set/type: \"operator\" is not one of lead.type's values (lead, partner, corporate, Others)");
    expect(problems).toContain("schemas/partner-form.schema.json: /x-writes/context/1: 'email' is a field of this form already");
    expect(problems).toContain("schemas/share-details.schema.json: /x-writes/resource: 'otp-request' is not a stored schema (one with x-db)");
  });

  it('refuses a misspelt key inside x-writes', async () => {
    const tree = modelTree();
    editJson(join(tree, 'schemas/partner-form.schema.json'), (s) => (s['x-writes'].formOnlyy = ['name']));
    expect(await problemsOf(tree)).toContain("schemas/partner-form.schema.json: /x-writes: must NOT have additional properties 'formOnlyy'");
  });

  it('a field added to lead and $ref-ed from partner-form is written to the lead', async () => {
    const tree = modelTree();
    editJson(join(tree, 'schemas/lead.schema.json'), (s) => (s.properties.preferredCallTime = preferredCallTime));
    editJson(join(tree, 'schemas/partner-form.schema.json'), (s) => {
      s.properties.preferredCallTime = { $ref: 'lead.schema.json#/properties/preferredCallTime', title: 'When may we call?' };
      s['x-ui'].order.push('preferredCallTime');
    });
    const report = await generate({ root: tree });
    expect(report.written).toEqual(expect.arrayContaining(['form-writes.ts', 'schemas/partner-form.json', 'types/lead.ts']));

    // The lead gets a column, the form renders the field under its own label.
    const migrations = readdirSync(join(tree, 'generated/migrations')).filter((f) => f.endsWith('.sql'));
    expect(readFileSync(join(tree, 'generated/migrations', migrations.at(-1)!), 'utf8')).toContain('ALTER TABLE "lead" ADD COLUMN "preferredCallTime" text;');
    const form = JSON.parse(readFileSync(join(tree, 'generated/schemas/partner-form.json'), 'utf8'));
    expect(form.properties.preferredCallTime).toMatchObject({ title: 'When may we call?', enum: ['Morning', 'Afternoon', 'Evening'] });

    // The generated table sends it to the lead, which has it.
    const { formWrites: table } = await import(pathToFileURL(join(tree, 'generated/form-writes.ts')).href);
    expect(table['partner-form'].fields).toEqual(['name', 'email', 'phone', 'entityName', 'preferredCallTime']);
    const data = { name: 'Ravi', email: 'ops@stay.in', phone: '9123456780', entityName: 'Stay', preferredCallTime: 'Evening' };
    const { resource, record } = recordFromForm('partner-form', data, { utm_source: 'mail', notDeclared: 'x' }, table);
    expect(resource).toBe('lead');
    expect(record).toEqual({ ...data, utm_source: 'mail', type: 'partner', source: 'partners-page' });
    const lead = JSON.parse(readFileSync(join(tree, 'generated/schemas/lead.json'), 'utf8'));
    expect(lead.properties.preferredCallTime).toMatchObject(preferredCallTime);
  });
});

describe('the committed model', () => {
  it('every site form that lands in Leads declares it', () => {
    for (const slug of ['contact-form', 'corporate-contact', 'landing-contact-lead', 'lead-popup', 'details-lead-form', 'partner-form', 'share-details', 'booking-step-contact']) {
      expect(formWrites[slug]?.resource, slug).toBe('lead');
    }
    expect(formWrites['contact-form'].fields).not.toContain('acceptTerms');
    expect(formWrites['lead-popup'].fields).not.toContain('consent');
  });
});
