import { describe, expect, it } from 'vitest';

import { uiSchemaFor } from '#engine/runtime/forms/ui-schema.ts';
import documentSchema from '#generated/schemas/document.json';
import faqSchema from '#generated/schemas/faq.json';
import propertySchema from '#generated/schemas/property.json';

describe('uiSchemaFor: the RJSF uiSchema from x-ui hints', () => {
  it('shows stored codes as words but keeps choices already written for people', () => {
    const property = uiSchemaFor(propertySchema as any);
    expect(property.status['ui:enumNames']).toContain('Pending Verification');
    const faq = uiSchemaFor(faqSchema as any);
    expect(faq.audience['ui:enumNames']).toEqual(['Tenant', 'Landlord', 'Partner', 'Corporate']);
    expect(faq.group?.['ui:enumNames']).toBeUndefined(); // 'Rent-O-Cash' is already a label
  });

  it('names each choice by the title its schema gives it (x-enumTitles), in the order of the values', () => {
    const names: string[] = uiSchemaFor(documentSchema as any).docType['ui:enumNames'];
    expect(names[documentSchema.properties.docType.enum.indexOf('OFFER_LETTER')]).toBe('Offer Letter');
    expect(names).toHaveLength(documentSchema.properties.docType.enum.length);
  });

  it('maps widgets and rows, hides read-only fields on request, and registers custom widgets only when present', () => {
    const plain = uiSchemaFor(faqSchema as any);
    expect(plain.description).toMatchObject({ 'ui:widget': 'textarea', 'ui:options': { rows: 6 } });
    expect(plain.id['ui:readonly']).toBe(true);
    expect(uiSchemaFor(faqSchema as any, { hideReadOnly: true }).id).toEqual({ 'ui:widget': 'hidden' });
    expect(uiSchemaFor(propertySchema as any).propertyImages?.['ui:widget']).toBeUndefined();
    expect(uiSchemaFor(propertySchema as any, { widgets: new Set(['images']) }).propertyImages['ui:widget']).toBe(
      'images',
    );
  });
});
