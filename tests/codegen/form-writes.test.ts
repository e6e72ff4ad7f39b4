import { cpSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { formWrites } from '#generated/form-writes.ts';

import { editJson, problemsOf, repoRoot, scratchTrees, tempTree } from './temp-tree.ts';

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
  title: 'Preferred Call Time',
  type: 'string',
  enum: ['Morning', 'Afternoon', 'Evening'],
  'x-enumTitles': { Morning: 'Morning', Afternoon: 'Afternoon', Evening: 'Evening' },
};

describe('x-writes: a form that writes a resource', () => {
  it('refuses a field added to partner-form alone, naming the form, the resource file and the field', async () => {
    const tree = modelTree();
    editJson(
      join(tree, 'schemas/partner-form.schema.json'),
      (s) => (s.properties.preferredCallTime = preferredCallTime),
    );
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
    expect(problems).toContain(
      "schemas/partner-form.schema.json: /properties/isPhoneVerified: 'isPhoneVerified' is read-only in lead (schemas/lead.schema.json): the server sets it",
    );
    expect(problems).toContain(
      "schemas/partner-form.schema.json: /x-writes/set/leadKind: 'leadKind' is not a field of lead (schemas/lead.schema.json)",
    );
    expect(problems).toContain(
      'schemas/partner-form.schema.json: /x-writes/set/type: "operator" is not one of lead.type\'s values (lead, partner, corporate, Others)',
    );
    expect(problems).toContain(
      "schemas/partner-form.schema.json: /x-writes/context/1: 'email' is a field of this form already",
    );
    expect(problems).toContain(
      "schemas/share-details.schema.json: /x-writes/resource: 'otp-request' is not a stored schema (one with x-db)",
    );
  });

  it('refuses a misspelt key inside x-writes', async () => {
    const tree = modelTree();
    editJson(join(tree, 'schemas/partner-form.schema.json'), (s) => (s['x-writes'].formOnlyy = ['name']));
    expect(await problemsOf(tree)).toContain(
      "schemas/partner-form.schema.json: /x-writes: must NOT have additional properties 'formOnlyy'",
    );
  });
  // A field added to lead and $ref-ed from partner-form is written to the lead: tests/codegen/add-field.test.ts, which
  // generates the whole model once for both stories.
});

describe('the committed model', () => {
  it('every site form that lands in Leads declares it', () => {
    for (const slug of [
      'contact-form',
      'corporate-contact',
      'landing-contact-lead',
      'lead-popup',
      'details-lead-form',
      'partner-form',
      'share-details',
      'booking-step-contact',
    ]) {
      expect(formWrites[slug]?.resource, slug).toBe('lead');
    }
    expect(formWrites['contact-form'].fields).not.toContain('acceptTerms');
    expect(formWrites['lead-popup'].fields).not.toContain('consent');
  });
});
