// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import leadSchema from '#generated/schemas/lead.json';
import * as leadValidator from '#generated/validators/lead.js';

import { renderSchemaForm } from './render-schema-form.tsx';

const schema = leadSchema as RJSFSchema;

function renderLeadForm(onSubmit = vi.fn()) {
  return renderSchemaForm(schema, leadValidator, undefined, onSubmit);
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;

describe('an @rjsf/mui form rendered from the lead schema', () => {
  afterEach(cleanup);

  it('shows "Invalid email address!" for a bad e-mail and does not submit', async () => {
    const onSubmit = renderLeadForm();
    fireEvent.change(field('Email'), { target: { value: 'not-an-email' } });
    fireEvent.submit(document.querySelector('form')!);
    expect(await screen.findByText('Invalid email address!')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows a missing field's message under the field, from the schema", async () => {
    renderLeadForm();
    fireEvent.change(field('Name'), { target: { value: 'Asha' } });
    fireEvent.submit(document.querySelector('form')!);
    const message = await screen.findByText('Email is required!');
    expect(message.closest('.MuiFormControl-root, .form-group')?.textContent).toContain('Email');
  });

  it('submits a valid lead', async () => {
    const onSubmit = renderLeadForm();
    fireEvent.change(field('Email'), { target: { value: 'asha@example.in' } });
    fireEvent.submit(document.querySelector('form')!);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0].formData.email).toBe('asha@example.in');
  });
});
