import { describe, expect, it, vi } from 'vitest';

import { stepProblems } from '#admin/resources/product/wizard-steps.ts';
import { productProblems } from '#domain/products/rules.ts';
import { validate } from '#engine/runtime/validation/validate.ts';

const product = {
  name: 'Rent Shield',
  category: '8a6e0804-2bd0-4672-b79d-d97027f9071a',
  bondAmount: 50_000,
  minimumMonths: 2,
  claimDocument: 'https://files.nivaas.test/claim.pdf',
  features: [
    { feeType: 'fixed' as const },
    { assetClass: '8a6e0804-2bd0-4672-b79d-d97027f9071a', feeType: 'weightage' as const },
  ],
};

describe('the product rules (spec 002 §5)', () => {
  it("say what the schema's validator says of an incomplete feature and a missing underwriting rule, in the same words", () => {
    const checked = validate('product', product);
    expect(checked.ok).toBe(false);
    expect(productProblems(product)).toEqual(checked.ok ? {} : checked.errors);
    expect(Object.keys(productProblems(product))).toContain('underwritinRuleId');
  });

  it('are asked step by step in the wizard, all of them on the Summary, which names the step of the first', () => {
    const problems = productProblems({ features: [] });
    expect(Object.keys(problems)).toEqual(['features', 'underwritinRuleId']);
    expect(stepProblems(problems, 0, vi.fn())).toEqual({});
    expect(Object.keys(stepProblems(problems, 1, vi.fn()))).toEqual(['features']);
    expect(Object.keys(stepProblems(problems, 3, vi.fn()))).toEqual(['underwritinRuleId']);
    const onOutside = vi.fn();
    expect(stepProblems(problems, 4, onOutside)).toEqual(problems);
    expect(onOutside).toHaveBeenCalledWith(1);
  });
});
