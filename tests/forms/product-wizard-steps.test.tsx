// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  fieldsOfStep,
  hideOtherSteps,
  LAST_STEP,
  stepErrors,
  stepOfField,
} from '#admin/resources/product/wizard-steps.ts';
import { transformFormErrors } from '#engine/runtime/validation/form-errors.ts';
import { formValidator } from '#engine/runtime/validation/form-validator.ts';
import { formUiSchema } from '#forms/form-ui-schema.ts';
import { SchemaForm } from '#forms/schema-form.tsx';
import productSchema from '#generated/schemas/product.json';
import * as productValidator from '#generated/validators/product.js';

const schema = productSchema as unknown as RJSFSchema;

/** One wizard step as the console renders it: the whole product schema, the other steps' fields hidden, the step's errors only. */
function renderStep(step: number, formData: Record<string, unknown>, onOutside = vi.fn()) {
  const onSubmit = vi.fn();
  render(
    <SchemaForm
      schema={schema}
      uiSchema={formUiSchema(schema as Record<string, unknown>, {
        hideReadOnly: true,
        overrides: hideOtherSteps(schema, step),
      })}
      validator={formValidator(productValidator, schema)}
      formData={formData}
      transformErrors={(errors) => stepErrors(schema, step, onOutside)(transformFormErrors(errors))}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const basics = {
  name: 'Rent Shield',
  category: '8a6e0804-2bd0-4672-b79d-d97027f9071a',
  bondAmount: 50_000,
  minimumMonths: 2,
  tenures: [1],
};

describe('the product wizard steps (decision 034)', () => {
  afterEach(cleanup);

  it('gives Basic Info every writable field no other step names, so a field added to the schema shows there', () => {
    expect(fieldsOfStep(schema, 0)).toEqual([
      'name',
      'category',
      'bondAmount',
      'isValueEditable',
      'minimumMonths',
      'tenures',
      'discount',
      'discountWomen',
      'discountYearly',
      'discountReason',
    ]);
    const grown = {
      ...schema,
      properties: { ...schema.properties, excessCover: { title: 'Excess Cover', type: 'number' } },
    } as RJSFSchema;
    expect(fieldsOfStep(grown, 0)).toContain('excessCover');
    expect(fieldsOfStep(grown, 2)).toEqual(['claimConditions', 'claimDocument']);
    expect(stepOfField('underwritinRuleId')).toBe(3);
    expect(stepOfField('excessCover')).toBe(0);
  });

  it('lets Basic Info through without the claim document that a later step asks for', async () => {
    const onSubmit = renderStep(0, basics);
    expect(screen.queryByLabelText(/Claim Conditions/)).toBeNull();
    fireEvent.submit(document.querySelector('form')!);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
  });

  it('stops Define Conditions on an empty condition and a missing claim document, and only on those', async () => {
    const onSubmit = renderStep(2, { claimConditions: [undefined] });
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
    fireEvent.submit(document.querySelector('form')!);
    expect(await screen.findByText('Enter condition')).toBeTruthy();
    expect(screen.getByText('Upload Claim document')).toBeTruthy();
    expect(screen.queryByText('Name is required!')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks everything on the Summary and names the step of the first error', async () => {
    const onOutside = vi.fn();
    const onSubmit = renderStep(LAST_STEP, { ...basics, claimConditions: ['Within 90 days'] }, onOutside);
    fireEvent.submit(document.querySelector('form')!);
    await vi.waitFor(() => expect(onOutside).toHaveBeenCalledWith(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
