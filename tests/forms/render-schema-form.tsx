import type { RJSFSchema } from '@rjsf/utils';
import { render } from '@testing-library/react';
import { vi } from 'vitest';

import { formValidator, type ValidatorModule } from '#engine/runtime/validation/form-validator.ts';
import { SchemaForm } from '#forms/schema-form.tsx';

/** Renders a generated schema with the apps' schema-form kit and its precompiled validator; answers the submit spy. */
export function renderSchemaForm(
  schema: RJSFSchema,
  validator: ValidatorModule,
  formData?: Record<string, unknown>,
  onSubmit = vi.fn(),
) {
  render(
    <SchemaForm schema={schema} formData={formData} validator={formValidator(validator, schema)} onSubmit={onSubmit} />,
  );
  return onSubmit;
}
