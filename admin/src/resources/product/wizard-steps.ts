import type { ErrorTransformer, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';

import type { FieldMessages } from '#domain/verdict.ts';

export interface WizardStep {
  label: string;
  /** The product fields this step asks for; Basic Info takes every writable field no other step names. */
  fields?: readonly string[];
}

/**
 * The wizard's 5 steps (spec 002 §2), each a slice of the one product schema (decision 034). A field added to
 * the schema shows in Basic Info unless it is named here.
 */
export const WIZARD_STEPS: readonly WizardStep[] = [
  { label: 'Basic Info' },
  { label: 'Add Features', fields: ['features'] },
  { label: 'Define Conditions', fields: ['claimConditions', 'claimDocument'] },
  { label: 'Under writing rules', fields: ['underwritinRuleId'] },
  { label: 'Summary', fields: [] },
];
export const LAST_STEP = WIZARD_STEPS.length - 1;

/** The schema's fields a user fills in (read-only ones are the server's). */
function writableFields(schema: RJSFSchema): string[] {
  return Object.entries(schema.properties ?? {})
    .filter(([, node]) => !(typeof node === 'object' && node.readOnly))
    .map(([name]) => name);
}

/** The fields of step `index`. */
export function fieldsOfStep(schema: RJSFSchema, index: number): string[] {
  const named = WIZARD_STEPS[index].fields;
  if (named) return [...named];
  const elsewhere = new Set(WIZARD_STEPS.flatMap((s) => s.fields ?? []));
  return writableFields(schema).filter((f) => !elsewhere.has(f));
}

/** The step that asks for `field` (Basic Info for any field not named by a step). */
export function stepOfField(field: string): number {
  const index = WIZARD_STEPS.findIndex((s) => s.fields?.includes(field));
  return index < 0 ? 0 : index;
}

/** Renders nothing: the fields of other steps stay in the form's data but not on screen. */
const NotOnThisStep = () => null;

/** uiSchema entries that hide every writable field outside step `index`. */
export function hideOtherSteps(schema: RJSFSchema, index: number): UiSchema {
  const shown = new Set(fieldsOfStep(schema, index));
  const ui: UiSchema = {};
  for (const field of writableFields(schema))
    if (!shown.has(field)) ui[field] = { 'ui:widget': 'hidden', 'ui:field': NotOnThisStep };
  return ui;
}

/** The top-level field an RJSF error belongs to ('.features.0.fee' → 'features'). */
export function fieldOfError(error: Pick<RJSFValidationError, 'property'>): string {
  return String(error.property ?? '')
    .replace(/^\.+/, '')
    .split(/[.[]/)[0];
}

/**
 * The errors a step reports: only its own fields' (Next checks what the step shows). The Summary checks
 * everything and, when something is wrong, `onOutside` is told the step of the first error.
 */
export function stepErrors(schema: RJSFSchema, index: number, onOutside: (step: number) => void): ErrorTransformer {
  if (index === LAST_STEP) {
    return (errors) => {
      if (errors.length) onOutside(stepOfField(fieldOfError(errors[0])));
      return errors;
    };
  }
  const fields = new Set(fieldsOfStep(schema, index));
  return (errors) => errors.filter((e) => fields.has(fieldOfError(e)));
}

/**
 * The product rule's problems (`productProblems`, field path → message) a step reports, as `stepErrors` does the
 * validator's: only its own fields'; the Summary reports all and `onOutside` is told the step of the first.
 */
export function stepProblems(problems: FieldMessages, index: number, onOutside: (step: number) => void): FieldMessages {
  const entries = Object.entries(problems);
  const stepOf = (path: string) => stepOfField(path.split('.')[0]);
  if (index !== LAST_STEP) return Object.fromEntries(entries.filter(([path]) => stepOf(path) === index));
  if (entries.length) onOutside(stepOf(entries[0][0]));
  return problems;
}
