import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import type { ReactNode } from 'react';

import { formValidator } from '#engine/runtime/validation/form-validator.ts';
import { SchemaForm } from '#forms/schema-form.tsx';
import { useSchemaForm } from '#forms/use-schema-form.ts';
import contactSchema from '#generated/schemas/booking-step-contact.json';
import tokenSchema from '#generated/schemas/booking-step-token.json';
import visitSchema from '#generated/schemas/booking-step-visit.json';
import * as contactValidator from '#generated/validators/booking-step-contact.js';
import * as tokenValidator from '#generated/validators/booking-step-token.js';
import * as visitValidator from '#generated/validators/booking-step-visit.js';

import { FieldErrors } from '../forms/form-templates.tsx';
import { type BookingFormContext, bookingWidgets } from './step-widgets.tsx';

/** The three steps' generated schemas and precompiled validators (the same rules and messages as the API). */
const STEPS = [
  { schema: tokenSchema as RJSFSchema, module: tokenValidator, ui: {} as UiSchema },
  {
    schema: contactSchema as RJSFSchema,
    module: contactValidator,
    ui: { phone: { 'ui:widget': 'bookingPhone' } } as UiSchema,
  },
  {
    schema: visitSchema as RJSFSchema,
    module: visitValidator,
    ui: { dateOfVisit: { 'ui:widget': 'visitDate' }, timeOfVisit: { 'ui:widget': 'visitTime' } } as UiSchema,
  },
] as const;

/**
 * What RJSF draws: the schema without its cross-field rules (step 1's "one of the two options" would be drawn
 * as a choice of sub-forms). The validator is found by the schema's $id, so the rules still apply in full.
 */
const drawn = (schema: RJSFSchema): RJSFSchema => {
  const { allOf: _rules, anyOf: _any, oneOf: _one, not: _not, ...fields } = schema;
  return fields;
};
const SCHEMAS = STEPS.map((s) => drawn(s.schema));
const validators = STEPS.map((s, i) => formValidator(s.module, SCHEMAS[i]));

/** Each step's title, from its schema ("Why you pay?", "Contact Seller", "Select Time of Visit"). */
export const STEP_TITLES = STEPS.map((s) => String(s.schema.title));

const templates = { FieldErrorTemplate: FieldErrors };

/**
 * One step of the booking popup, rendered by RJSF from its schema and checked by its validator when the
 * visitor goes on. `onInvalid` receives each failed rule's message (the popup shows them as toasts).
 */
export function StepForm({
  step,
  formData,
  formContext,
  onChange,
  onValid,
  onInvalid,
  children,
}: {
  step: 0 | 1 | 2;
  formData: Record<string, unknown>;
  formContext: BookingFormContext;
  onChange: (data: Record<string, unknown>) => void;
  onValid: (data: Record<string, unknown>) => void;
  onInvalid: (messages: string[]) => void;
  children: ReactNode;
}) {
  const { ui } = STEPS[step];
  const schema = SCHEMAS[step];
  const { uiSchema } = useSchemaForm({ schema, widgets: bookingWidgets, overrides: ui });
  return (
    <SchemaForm
      id={`booking-step-${step + 1}`}
      idPrefix={`booking${step + 1}`}
      schema={schema}
      uiSchema={uiSchema}
      validator={validators[step]}
      widgets={bookingWidgets}
      templates={templates}
      formData={formData}
      formContext={formContext}
      onChange={(e) => onChange(e.formData as Record<string, unknown>)}
      onSubmit={(e) => onValid(e.formData as Record<string, unknown>)}
      onError={(errors: RJSFValidationError[]) => onInvalid([...new Set(errors.map((e) => String(e.message)))])}
      experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
    >
      {children}
    </SchemaForm>
  );
}

/** Each step's button from its schema ("Continue", "Continue to Schedule a Visit", "Complete Booking"). */
export const STEP_SUBMIT_LABELS = STEPS.map((s) =>
  String((s.schema as { 'x-ui'?: { submitLabel?: string } })['x-ui']?.submitLabel ?? 'Continue'),
);
