import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ValidateFunction } from 'ajv';

/** A generated validator module, as imported from `#generated/validators/<slug>.js`. */
export interface ValidatorModule {
  validateFns: { [key: string]: ValidateFunction };
}

/**
 * The RJSF validator of a form: the generated, precompiled module (no `eval`, CSP-safe) for the
 * generated schema `schema` (`#generated/schemas/<slug>.json`).
 */
export function formValidator(module: ValidatorModule, schema: RJSFSchema): ValidatorType {
  return createPrecompiledValidator(module.validateFns as any, schema);
}
