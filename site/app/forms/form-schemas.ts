import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

import { formValidator, type ValidatorModule } from '#engine/runtime/validation/form-validator.ts';

/** Each public form's generated schema and precompiled validator: their own chunks, fetched when the form is needed. */
const sources: Record<string, () => Promise<[{ default: unknown }, ValidatorModule]>> = {
  'lead-popup': () =>
    Promise.all([import('#generated/schemas/lead-popup.json'), import('#generated/validators/lead-popup.js')]),
  'details-lead-form': () =>
    Promise.all([
      import('#generated/schemas/details-lead-form.json'),
      import('#generated/validators/details-lead-form.js'),
    ]),
  'contact-form': () =>
    Promise.all([import('#generated/schemas/contact-form.json'), import('#generated/validators/contact-form.js')]),
  'corporate-contact': () =>
    Promise.all([
      import('#generated/schemas/corporate-contact.json'),
      import('#generated/validators/corporate-contact.js'),
    ]),
  'landing-contact-lead': () =>
    Promise.all([
      import('#generated/schemas/landing-contact-lead.json'),
      import('#generated/validators/landing-contact-lead.js'),
    ]),
  'partner-form': () =>
    Promise.all([import('#generated/schemas/partner-form.json'), import('#generated/validators/partner-form.js')]),
};

export interface LoadedForm {
  schema: RJSFSchema;
  validator: ValidatorType;
}

const cache = new Map<string, Promise<LoadedForm>>();

export function loadForm(slug: string): Promise<LoadedForm> {
  let pending = cache.get(slug);
  if (!pending) {
    const source = sources[slug];
    if (!source) return Promise.reject(new Error(`'${slug}' is not a public form`));
    pending = source().then(([schemaModule, validatorModule]) => {
      const schema = schemaModule.default as RJSFSchema;
      return { schema, validator: formValidator(validatorModule, schema) };
    });
    pending.catch(() => cache.delete(slug));
    cache.set(slug, pending);
  }
  return pending;
}
