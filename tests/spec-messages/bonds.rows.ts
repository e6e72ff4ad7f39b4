import type { SpecMessageRow } from './row.ts';

const BOND = '3f2b8c1e-7a4d-4e21-9b6a-2d5c8e9f1a01';
const PROPERTY = '8d1e4a77-2c3b-4f5e-8a9d-0b1c2d3e4f50';
const USER = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const PRODUCT = 'c0ffee00-1234-4abc-8def-0123456789ab';
const ASSET = '11111111-2222-4333-8444-555555555555';
const COVERAGE = '22222222-3333-4444-8555-666666666666';
const LIMIT = '33333333-4444-4555-8666-777777777777';

/** A product that passes every rule; each product row breaks one. */
const product = {
  name: 'Rent Shield',
  category: '44444444-5555-4666-8777-888888888888',
  bondAmount: 1,
  minimumMonths: 2,
  tenures: [1, 2],
  claimConditions: ['Rent unpaid for 2 months'],
  claimDocument: 'https://files.nivaas.in/claims/rent-shield.pdf',
};
/** `base` without `key`. */
const without = (base: Record<string, unknown>, key: string): Record<string, unknown> => {
  const { [key]: _omitted, ...rest } = base;
  return rest;
};
const claim = { landlordId: USER, tenantId: USER, bondId: BOND };

export const rows: SpecMessageRow[] = [
  // Bulk renew (spec 001 §5, 002 §5): one string message per field, missing or out of range.
  {
    message: 'Missing bond id',
    doc: '001',
    slug: 'bulk-renew-entry',
    input: { bondFee: 10, bondAmount: 100 },
    path: 'bondId',
  },
  {
    message: 'Missing bond fee',
    doc: '001',
    slug: 'bulk-renew-entry',
    input: { bondId: 'NVB-1001', bondAmount: 100 },
    path: 'bondFee',
  },
  {
    message: 'Missing bond fee',
    doc: '002',
    slug: 'bulk-renew-entry',
    input: { bondId: 'NVB-1001', bondFee: 0, bondAmount: 100 },
    path: 'bondFee',
  },
  {
    message: 'Missing bond value',
    doc: '001',
    slug: 'bulk-renew-entry',
    input: { bondId: 'NVB-1001', bondFee: 10 },
    path: 'bondAmount',
  },
  {
    message: 'Missing bond value',
    doc: '002',
    slug: 'bulk-renew-entry',
    input: { bondId: 'NVB-1001', bondFee: 10, bondAmount: -1 },
    path: 'bondAmount',
  },

  // Cancel bond (spec 002 §5).
  {
    message: 'Please select the type of refund',
    doc: '002',
    slug: 'cancel-bond-form',
    input: { bondId: BOND, propertyId: PROPERTY },
    path: 'refundType',
  },

  // Product (spec 002 §5).
  {
    message: 'Enter condition',
    doc: '002',
    slug: 'product',
    input: { ...product, claimConditions: ['Rent unpaid for 2 months', ''] },
    path: 'claimConditions.1',
  },
  {
    message: 'Upload Claim document',
    doc: '002',
    slug: 'product',
    input: without(product, 'claimDocument'),
    path: 'claimDocument',
  },
  { message: 'Name is required!', doc: '002', slug: 'product', input: without(product, 'name'), path: 'name' },
  {
    message: 'Category is required!',
    doc: '002',
    slug: 'product',
    input: without(product, 'category'),
    path: 'category',
  },
  {
    message: 'Minimum Months of Rent is required!',
    doc: '002',
    slug: 'product',
    input: without(product, 'minimumMonths'),
    path: 'minimumMonths',
  },
  {
    message: 'Bond Amount must be between 1 and 100000000',
    doc: '002',
    slug: 'product',
    input: { ...product, bondAmount: 0 },
    path: 'bondAmount',
  },

  // Product feature (spec 002 §5).
  {
    message: 'Weight must be between 0 and 100',
    doc: '002',
    slug: 'feature',
    input: { assetClass: ASSET, coverage: COVERAGE, specificlimit: LIMIT, feeType: 'weightage', weight: 101 },
    path: 'weight',
  },
  {
    message: 'Weight is required!',
    doc: '002',
    slug: 'feature',
    input: { assetClass: ASSET, coverage: COVERAGE, specificlimit: LIMIT, feeType: 'weightage' },
    path: 'weight',
  },
  {
    message: 'Fee is required!',
    doc: '002',
    slug: 'feature',
    input: { assetClass: ASSET, coverage: COVERAGE, specificlimit: LIMIT, feeType: 'fixed' },
    path: 'fee',
  },
  {
    message: 'Fee Type is required!',
    doc: '002',
    slug: 'feature',
    input: { assetClass: ASSET, coverage: COVERAGE, specificlimit: LIMIT },
    path: 'feeType',
  },

  // Claim form (spec 002 §5).
  {
    message: 'Claim Amount must be between 0 and 100000000',
    doc: '002',
    slug: 'claim',
    input: { ...claim, claims: [{ type: 'Unpaid Rent', claimAmount: -1 }] },
    path: 'claims.0.claimAmount',
  },
  {
    message: 'Images is required!',
    doc: '002',
    slug: 'claim',
    input: { ...claim, claims: [{ type: 'Property Damage', claimAmount: 5000, damageType: 'visible' }] },
    path: 'claims.0.images',
  },
  {
    message: 'Videos is required!',
    doc: '002',
    slug: 'claim',
    input: {
      ...claim,
      claims: [
        {
          type: 'Property Damage',
          claimAmount: 5000,
          damageType: 'functional',
          images: ['https://files.nivaas.in/a.jpg'],
        },
      ],
    },
    path: 'claims.0.videos',
  },

  // Bond dates (spec 001 §5, 002 §4).
  {
    message: 'Check-in Date is required!',
    doc: '001',
    slug: 'bond-dates',
    input: { checkoutDate: '2025-12-31' },
    path: 'checkinDate',
  },
  {
    message: 'Check-out Date is required!',
    doc: '001',
    slug: 'bond-dates',
    input: { checkinDate: '2025-01-01' },
    path: 'checkoutDate',
  },

  // Transfer (spec 002 §5).
  {
    message: 'New Bond Value is required!',
    doc: '002',
    slug: 'transfer-form',
    input: { newPropertyId: PROPERTY },
    path: 'expectedBondValue',
  },

  // Reports (spec 002 §5).
  {
    message: 'From Date is required!',
    doc: '002',
    slug: 'report-request',
    input: { report: 'main', to: '2025-01-31' },
    path: 'from',
  },
  {
    message: 'To Date is required!',
    doc: '002',
    slug: 'report-request',
    input: { report: 'main', from: '2025-01-01' },
    path: 'to',
  },

  // Buy / renew / transfer: effective date and tenure (spec 001 §5).
  {
    message: 'Tenure is required!',
    doc: '001',
    slug: 'cart',
    input: { productId: PRODUCT, bondAmount: 30000 },
    path: 'tenure',
  },
  {
    message: 'Bond Effective Date is required!',
    doc: '001',
    slug: 'payment-order',
    input: { type: 'buy', propertyId: PROPERTY, tenure: 1 },
    path: 'bondEffectiveDate',
  },
  {
    message: 'Tenure is required!',
    doc: '001',
    slug: 'payment-order',
    input: { type: 'buy', propertyId: PROPERTY, bondEffectiveDate: '2025-01-01' },
    path: 'tenure',
  },

  // Attach product (spec 002 §5).
  {
    message: 'Product is required!',
    doc: '002',
    slug: 'attach-product',
    input: { landlordId: USER },
    path: 'productId',
  },
];
