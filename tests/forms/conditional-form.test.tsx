// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { formValidator } from '#engine/runtime/validation/form-validator.ts';
import { formUiSchema } from '#forms/form-ui-schema.ts';
import { SchemaForm } from '#forms/schema-form.tsx';
import featureSchema from '#generated/schemas/feature.json';
import * as featureValidator from '#generated/validators/feature.js';

/**
 * The schema-form kit both front ends use, on a schema with fields under conditions (decision 061): the feature's fee
 * appears for a fixed fee, its weight for a weightage, each required only then, and what is sent holds only the
 * fields shown.
 */
const schema = featureSchema as unknown as RJSFSchema;
const ID = '3b7c6a35-3c64-4a31-9b7e-2f1f6d9d2b11';
const number = (name: string) => screen.queryByRole('spinbutton', { name: new RegExp(`^${name}`) });

describe('a form with fields under conditions', () => {
  afterEach(cleanup);

  it('shows, requires and sends the fee or the weight as the fee type asks', async () => {
    const onSubmit = vi.fn();
    render(
      <SchemaForm
        schema={schema}
        uiSchema={{ ...formUiSchema(schema as Record<string, unknown>), 'ui:submitButtonOptions': {} }}
        formData={{ assetClass: ID, coverage: ID, specificlimit: ID, weight: 4 }}
        validator={formValidator(featureValidator, schema)}
        onSubmit={onSubmit}
      />,
    );
    expect(number('Fee')).toBeNull();
    expect(number('Weight')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Fixed' }));
    expect(number('Fee')).not.toBeNull();
    expect(number('Weight')).toBeNull();
    fireEvent.submit(document.querySelector('form')!);
    expect(await screen.findByText('Fee is required!')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: 'Weightage' }));
    expect(number('Fee')).toBeNull();
    expect((number('Weight') as HTMLInputElement).value).toBe('4');
    fireEvent.submit(document.querySelector('form')!);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0].formData).toEqual({
      assetClass: ID,
      coverage: ID,
      specificlimit: ID,
      feeType: 'weightage',
      weight: 4,
    });
  });

  it('orders a conditional field after the fields the schema orders (RJSF refuses an order naming an absent field)', () => {
    expect(formUiSchema(featureSchema as Record<string, unknown>)['ui:order']).toEqual([
      'assetClass',
      'coverage',
      'specificlimit',
      'feeType',
      '*',
    ]);
  });
});
