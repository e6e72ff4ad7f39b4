import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import type { ValidateFunction } from 'ajv';

import {
  activeFields,
  branchProperties,
  conditionsOf,
  isEmptyValue,
  type IsValid,
} from '#engine/runtime/forms/conditional-fields.ts';
import { messages } from '#generated/messages.ts';

import { fillMessage } from '../messages.ts';
import type { FieldErrors } from './field-errors.ts';

type Node = Record<string, any>;

const isObject = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Each `if` of a schema asked through its precompiled validator, keyed as RJSF keys it (engine/codegen/gen-validators.ts). */
export function precompiledIsValid(validateFns: { [key: string]: ValidateFunction }): IsValid {
  return (schema, data) => {
    const fn = validateFns[(schema.$id as string | undefined) ?? hashForSchema(schema as RJSFSchema)];
    if (!fn) throw new Error('A condition of this schema has no precompiled validator: run `npm run generate`');
    return fn(data) as boolean;
  };
}

/**
 * The fields `data` answers that the schema asks only under a condition its data does not meet (decision 061): a
 * rent line's damage type, a fixed fee's weight. The form never sends them (it shows and sends what the condition
 * asks for); the API refuses them with the same words, so no door stores an answer the form could not give. Empty
 * values (what a cleared field leaves) are no answer. Paths as `toFieldErrors` writes them (`claims.0.damageType`).
 */
export function unaskedFieldErrors(root: Node, data: unknown, isValid: IsValid): FieldErrors {
  const out: FieldErrors = {};
  const resolve = (node: Node): Node => {
    const ref = typeof node.$ref === 'string' ? /^#\/definitions\/(.+)$/.exec(node.$ref)?.[1] : undefined;
    return ref && isObject(root.definitions?.[ref]) ? resolve(root.definitions[ref]) : node;
  };
  const visit = (raw: Node, value: unknown, path: string[]) => {
    const node = resolve(raw);
    if (Array.isArray(value) && isObject(node.items)) {
      value.forEach((item, i) => visit(node.items, item, [...path, String(i)]));
      return;
    }
    if (!isObject(value)) return;
    const conditional = conditionsOf(node).length ? branchProperties(node) : {};
    const asked = Object.keys(conditional).length ? activeFields(node, value, isValid).properties : node.properties;
    for (const [name, child] of Object.entries(value)) {
      const field = [...path, name].join('.');
      if (name in conditional && !(name in (asked ?? {}))) {
        if (!isEmptyValue(child))
          out[field] = fillMessage(messages.request.fieldNotAsked, { field: conditional[name].title ?? name });
      } else if (isObject(asked?.[name])) visit(asked[name], child, [...path, name]);
    }
  };
  visit(root, data, []);
  return out;
}
