import type { RJSFSchema, UiSchema } from '@rjsf/utils';

import { uiSchemaFor } from '#engine/runtime/forms/ui-schema.ts';

import { FeatureItemTemplate } from './feature-item-template.tsx';
import { FeaturesArrayTemplate } from './features-array-template.tsx';
import { GridObjectTemplate } from './grid-object-template.tsx';
import { TenuresWidget } from './tenures-widget.tsx';

/**
 * The x-ui hints of list items defined elsewhere (`features` items are `#/definitions/feature`): the generated
 * uiSchema stops at the reference, so its asset class, coverage and limit would be bare id inputs.
 */
function referencedItemsUi(schema: RJSFSchema): UiSchema {
  const ui: UiSchema = {};
  const definitions = (schema.definitions ?? {}) as Record<string, RJSFSchema>;
  for (const [name, node] of Object.entries(schema.properties ?? {})) {
    const ref =
      typeof node === 'object' && node.items && typeof node.items === 'object' && !Array.isArray(node.items)
        ? node.items.$ref
        : undefined;
    const target = /^#\/definitions\/([\w-]+)$/.exec(ref ?? '')?.[1];
    if (target && definitions[target]) {
      const items = uiSchemaFor(definitions[target] as Record<string, unknown>, { widgets: new Set(['reference']) });
      ui[name] = { items: { ...items, 'ui:ObjectFieldTemplate': GridObjectTemplate } };
    }
  }
  return ui;
}

/** How the wizard shows the product's fields, beyond the generated uiSchema (each entry is merged into the field's). */
export function wizardUi(schema: RJSFSchema): UiSchema {
  const referenced = referencedItemsUi(schema);
  const feeType = referenced.features?.items?.feeType;
  if (feeType) feeType['ui:options'] = { ...feeType['ui:options'], inline: true };
  return {
    'ui:ObjectFieldTemplate': GridObjectTemplate,
    ...referenced,
    // The first feature is added with a named button, not a lone "+" in an empty box; each is numbered with a named Remove.
    features: {
      ...referenced.features,
      'ui:ArrayFieldTemplate': FeaturesArrayTemplate,
      'ui:ArrayFieldItemTemplate': FeatureItemTemplate,
    },
    tenures: { 'ui:widget': TenuresWidget },
    claimConditions: { items: { 'ui:placeholder': 'Enter condition' } },
    // Uploaded as a claim document: the server accepts only a PDF for it (server/uploads/operations/file-kinds.ts).
    claimDocument: { 'ui:options': { uploadType: 'claimDocument' } },
  };
}
