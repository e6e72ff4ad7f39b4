import type { ValidateFunction } from 'ajv';

import type { Slug } from '#generated/manifest.ts';
import type { TypesBySlug } from '#generated/types/index.ts';
import { conditional, validators } from '#generated/validators/index.js';

import { type FieldErrors, toFieldErrors } from './field-errors.ts';
import { precompiledIsValid, unaskedFieldErrors } from './unasked-fields.ts';
import { withoutEmptyStrings } from './without-empty.ts';

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * Validates `data` against the schema `slug` with its precompiled validator: the same code and the
 * same messages as the browser's forms. `value` is the input without empty strings.
 */
export function validate<S extends Slug>(
  slug: S,
  data: unknown,
): ValidationResult<S extends keyof TypesBySlug ? TypesBySlug[S] : unknown> {
  const fn = (validators as Record<string, ValidateFunction>)[slug];
  if (!fn) throw new Error(`No schema named '${slug}'`);
  const result = runValidator(fn, data);
  const { schema, validateFns } = conditional[slug];
  if (!result.ok || !schema) return result as ValidationResult<any>;
  // A field its condition does not ask for is refused as the form would never send it (decision 061).
  const unasked = unaskedFieldErrors(schema, result.value, precompiledIsValid(validateFns));
  return (Object.keys(unasked).length ? { ok: false, errors: unasked } : result) as ValidationResult<any>;
}

/** Runs one precompiled validator: the building block of `validate`, usable with a single module in the browser. */
export function runValidator(fn: ValidateFunction, data: unknown): ValidationResult<unknown> {
  const value = withoutEmptyStrings(data);
  if (fn(value)) return { ok: true, value };
  return { ok: false, errors: toFieldErrors(fn.errors) };
}
