import { render } from '@testing-library/react';
import Form from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import { vi } from 'vitest';
import { formValidator, type ValidatorModule } from '#engine/runtime/validation/form-validator.ts';
import { transformFormErrors } from '#engine/runtime/validation/form-errors.ts';

/** Renders a generated schema as an @rjsf/mui form with its precompiled validator, as the apps do; answers the submit spy. */
export function renderSchemaForm(schema: RJSFSchema, validator: ValidatorModule, formData?: Record<string, unknown>, onSubmit = vi.fn()) {
  render(
    <Form
      schema={schema}
      formData={formData}
      validator={formValidator(validator, schema)}
      transformErrors={transformFormErrors}
      showErrorList={false}
      onError={() => {}}
      noHtml5Validate
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}
