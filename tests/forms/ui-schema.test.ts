import { describe, expect, it } from 'vitest';
import propertySchema from '#generated/schemas/property.json';
import faqSchema from '#generated/schemas/faq.json';
import { uiSchemaFor } from '#engine/runtime/forms/ui-schema.ts';

describe('uiSchemaFor: the RJSF uiSchema from x-ui hints', () => {
  it('shows stored codes as words but keeps choices already written for people', () => {
    const property = uiSchemaFor(propertySchema as any);
    expect(property.status['ui:enumNames']).toContain('Pending verification');
    const faq = uiSchemaFor(faqSchema as any);
    expect(faq.audience['ui:enumNames']).toEqual(['Tenant', 'Landlord', 'Partner', 'Corporate']);
    expect(faq.group?.['ui:enumNames']).toBeUndefined(); // 'Rent-O-Cash' is already a label
  });

  it('maps widgets and rows, hides read-only fields on request, and registers custom widgets only when present', () => {
    const plain = uiSchemaFor(faqSchema as any);
    expect(plain.description).toMatchObject({ 'ui:widget': 'textarea', 'ui:options': { rows: 6 } });
    expect(plain.id['ui:readonly']).toBe(true);
    expect(uiSchemaFor(faqSchema as any, { hideReadOnly: true }).id).toEqual({ 'ui:widget': 'hidden' });
    expect(uiSchemaFor(propertySchema as any).propertyImages?.['ui:widget']).toBeUndefined();
    expect(uiSchemaFor(propertySchema as any, { widgets: new Set(['images']) }).propertyImages['ui:widget']).toBe('images');
  });
});
