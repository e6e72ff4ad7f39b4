// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import Form from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import approvalSchema from '#generated/schemas/eligibility-approval.json';
import * as approvalValidator from '#generated/validators/eligibility-approval.js';
import { formValidator } from '#engine/runtime/validation/form-validator.ts';
import { transformFormErrors } from '#engine/runtime/validation/form-errors.ts';

const schema = approvalSchema as RJSFSchema;

function renderApprovalForm(formData: Record<string, unknown>, onSubmit = vi.fn()) {
  render(
    <Form
      schema={schema}
      formData={formData}
      validator={formValidator(approvalValidator, schema)}
      transformErrors={transformFormErrors}
      showErrorList={false}
      onError={() => {}}
      noHtml5Validate
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('the eligibility approval form (002 §5: a reason unless only increasing the amount)', () => {
  afterEach(cleanup);

  it('asks for the reason and the amount when approving, without ajv\'s "must match" summary', async () => {
    const onSubmit = renderApprovalForm({ status: 'eligible', increaseAmountOnly: false });
    fireEvent.submit(document.querySelector('form')!);
    expect(await screen.findByText('Reason is required!')).toBeTruthy();
    expect(screen.getByText('Maximum Eligibility Amount is required!')).toBeTruthy();
    expect(screen.queryByText(/must match/)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs only the amount when raising an eligible tenant\'s amount', async () => {
    const onSubmit = renderApprovalForm({ status: 'eligible', increaseAmountOnly: true, maxEligibilityAmount: 90000 });
    fireEvent.submit(document.querySelector('form')!);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(screen.queryByText('Reason is required!')).toBeNull();
  });
});
