import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { useEffect, useState } from 'react';

import { formValidator, type ValidatorModule } from '#engine/runtime/validation/form-validator.ts';

/** Each generated schema and validator is its own chunk, fetched when a screen of that resource opens. */
const schemas = import.meta.glob<RJSFSchema>('../../../generated/schemas/*.json', { import: 'default' });
const validators = import.meta.glob<ValidatorModule>('../../../generated/validators/*.js');

export interface LoadedSchema {
  schema: RJSFSchema;
  /** The precompiled RJSF validator (the specification's messages). */
  validator: ValidatorType;
}

const cache = new Map<string, Promise<LoadedSchema>>();

export function loadSchema(slug: string): Promise<LoadedSchema> {
  let pending = cache.get(slug);
  if (!pending) {
    const schemaImport = schemas[`../../../generated/schemas/${slug}.json`];
    const validatorImport = validators[`../../../generated/validators/${slug}.js`];
    if (!schemaImport || !validatorImport) return Promise.reject(new Error(`No generated schema '${slug}'`));
    pending = Promise.all([schemaImport(), validatorImport()]).then(([schema, module]) => ({
      schema,
      validator: formValidator(module, schema),
    }));
    cache.set(slug, pending);
  }
  return pending;
}

/** The generated schema of `slug` once loaded (undefined meanwhile). */
export function useSchema(slug: string): LoadedSchema | undefined {
  const [loaded, setLoaded] = useState<LoadedSchema>();
  useEffect(() => {
    let live = true;
    loadSchema(slug).then((l) => live && setLoaded(l));
    return () => {
      live = false;
    };
  }, [slug]);
  return loaded;
}
