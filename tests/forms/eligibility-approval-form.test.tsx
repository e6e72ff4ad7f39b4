// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import approvalSchema from '#generated/schemas/eligibility-approval.json';
import * as approvalValidator from '#generated/validators/eligibility-approval.js';

import { renderSchemaForm } from './render-schema-form.tsx';

const schema = approvalSchema as RJSFSchema;

function renderApprovalForm(formData: Record<string, unknown>, onSubmit = vi.fn()) {
  return renderSchemaForm(schema, approvalValidator, formData, onSubmit);
}

describe('the eligibility approval form (spec 002 §5: a reason unless only increasing the amount)', () => {
  afterEach(cleanup);

  it('asks for the reason and the amount when approving, without ajv\'s "must match" summary', async () => {
    const onSubmit = renderApprovalForm({ status: 'eligible', increaseAmountOnly: false });
    fireEvent.submit(document.querySelector('form')!);
    expect(await screen.findByText('Reason is required!')).toBeTruthy();
    expect(screen.getByText('Maximum Eligibility Amount is required!')).toBeTruthy();
    expect(screen.queryByText(/must match/)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("needs only the amount when raising an eligible tenant's amount", async () => {
    const onSubmit = renderApprovalForm({ status: 'eligible', increaseAmountOnly: true, maxEligibilityAmount: 90000 });
    fireEvent.submit(document.querySelector('form')!);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(screen.queryByText('Reason is required!')).toBeNull();
  });
});
