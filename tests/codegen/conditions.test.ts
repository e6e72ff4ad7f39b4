import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';

import { hasConditions, ifSchemas, normaliseConditions, withBranchFields } from '#engine/codegen/conditions.ts';
import { activeFields } from '#engine/runtime/forms/conditional-fields.ts';

/** Decision 061: the three ways JSON Schema puts a field under a condition, read as one. */
const model = () => ({
  type: 'object',
  properties: {
    kind: { type: 'string', enum: ['company', 'person'] },
    gstNumber: { type: 'string' },
    pan: { type: 'string' },
  },
  // 2019-09: with a GST number, a PAN is required too; with a PAN, a PAN name is asked for and required.
  dependentRequired: { gstNumber: ['pan'] },
  dependentSchemas: { pan: { properties: { panName: { type: 'string' } }, required: ['panName'] } },
  allOf: [
    {
      if: { properties: { kind: { const: 'company' } }, required: ['kind'] },
      then: {
        properties: { companyName: { type: 'string' } },
        required: ['companyName'],
        // A condition inside a branch: a company with a branch office is asked for its city.
        if: { properties: { branch: { const: true } }, required: ['branch'] },
        then: { properties: { branchCity: { type: 'string' } } },
      },
      else: { properties: { fatherName: { type: 'string' } } },
    },
  ],
});

describe('conditions in one form', () => {
  it('turns dependentRequired and dependentSchemas into if/then, as draft-07 validators and RJSF read them', () => {
    const schema = normaliseConditions(model());
    expect(schema).not.toHaveProperty('dependentRequired');
    expect(schema).not.toHaveProperty('dependentSchemas');
    expect(schema.allOf.slice(1)).toEqual([
      { if: { required: ['gstNumber'] }, then: { required: ['pan'] } },
      { if: { required: ['pan'] }, then: { properties: { panName: { type: 'string' } }, required: ['panName'] } },
    ]);
    expect(ifSchemas(schema)).toHaveLength(4);
    expect(hasConditions(schema)).toBe(true);
    expect(hasConditions({ type: 'object', properties: { a: {} } })).toBe(false);
  });

  it('lists every field declared under a condition for the types, tables and console', () => {
    const fields = withBranchFields(normaliseConditions(model()));
    expect(Object.keys(fields.properties)).toEqual([
      'kind',
      'gstNumber',
      'pan',
      'companyName',
      'branchCity',
      'fatherName',
      'panName',
    ]);
  });

  it('resolves the fields a state asks for, nested conditions included, as the validator judges them', () => {
    const schema = normaliseConditions(model());
    const ajv = new Ajv({ strict: false });
    const isValid = (s: object, data: unknown) => ajv.validate(s, data) as boolean;
    const asked = (data: object) => {
      const { properties, required } = activeFields(schema, data, isValid);
      return { fields: Object.keys(properties), required };
    };
    expect(asked({})).toEqual({ fields: ['kind', 'gstNumber', 'pan', 'fatherName'], required: [] });
    expect(asked({ kind: 'company', branch: true, gstNumber: 'G' })).toEqual({
      fields: ['kind', 'gstNumber', 'pan', 'companyName', 'branchCity'],
      required: ['companyName', 'pan'],
    });
    expect(asked({ kind: 'person', pan: 'P' })).toEqual({
      fields: ['kind', 'gstNumber', 'pan', 'fatherName', 'panName'],
      required: ['panName'],
    });
  });
});
