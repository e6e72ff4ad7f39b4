import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { activeFields, isEmptyValue } from '#engine/runtime/forms/conditional-fields.ts';
import { formValidator } from '#engine/runtime/validation/form-validator.ts';
import { precompiledIsValid } from '#engine/runtime/validation/unasked-fields.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import claimSchema from '#generated/schemas/claim.json';
import featureSchema from '#generated/schemas/feature.json';
import * as claimModule from '#generated/validators/claim.js';
import * as featureModule from '#generated/validators/feature.js';

/**
 * Fields under conditions (decision 061): the browser and the server must agree on every state a form can be in.
 * The browser's side is what the form kit does — RJSF's retrieveSchema with the precompiled validator decides the
 * fields shown and required, omitExtraData what is sent, the validator whether it may be sent. The server's side is
 * `validate` (the ajv validator of the whole schema, then the fields no condition asks for) and the engine's own
 * resolution of the conditions (activeFields). 10,000 generated states: 7,000 claim lines and 3,000 product features.
 */
type Data = Record<string, unknown>;
const ID = '3b7c6a35-3c64-4a31-9b7e-2f1f6d9d2b11';
const URL = 'https://files.nivaas.test/a.png';

interface Case {
  root: RJSFSchema;
  node: RJSFSchema;
  module: { validateFns: Record<string, any> };
  slug: 'claim' | 'feature';
  /** The document the server validates with the state in its place, and where the state's errors are reported. */
  wrap: (state: Data) => Data;
  prefix: string;
}

function agreement(c: Case, state: Data) {
  const validator = formValidator(c.module as never, c.root);
  const utils = createSchemaUtils(validator, c.root);
  // Browser: the form as shown for this state, what it sends, and whether it lets it be sent.
  const shown = utils.retrieveSchema(c.node, state);
  const sent = (utils.omitExtraData(c.node, state) ?? {}) as Data;
  const browserErrors = validator.validateFormData(c.wrap(sent), c.root).errors;
  const browser = {
    visible: Object.keys(shown.properties ?? {}).sort(),
    required: [...(shown.required ?? [])].sort(),
    valid: !browserErrors.some((e) => (e.property ?? '').startsWith(c.prefix)),
  };
  // Server: the engine's resolution of the conditions and the API's validation of the same data.
  const active = activeFields(c.node, sent, precompiledIsValid(c.module.validateFns));
  const result = validate(c.slug, c.wrap(sent));
  const server = {
    visible: Object.keys(active.properties).sort(),
    required: [...active.required].sort(),
    valid: result.ok || !Object.keys(result.errors).some((path) => path.startsWith(c.prefix.slice(1))),
  };
  // What the form cannot send (a value of a field it does not show) the API refuses.
  const hidden = Object.keys(state).filter((k) => !server.visible.includes(k) && !isEmptyValue(state[k]));
  const raw = validate(c.slug, c.wrap(state));
  const refusesHidden = hidden.length === 0 || !raw.ok;
  return { browser, server, refusesHidden, hidden };
}

const TYPES = [
  'Unpaid Rent',
  'Notice / Lock-in Breach',
  'Property Damage',
  'Unpaid Utilities',
  'ELECTRICITY dues',
  'lock-in penalty',
  'Water damage',
  'Parking rent',
  'Garden Gnomes',
  '',
  '  ',
];
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });
const often = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: good, weight: 9 }, { arbitrary: bad, weight: 1 });
const day = often(fc.constantFrom('2026-01-05', '2026-02-28'), fc.constantFrom('05/01/2026', '2026-13-01'));
const files = (n: number) =>
  often(
    fc.array(fc.constant(URL), { minLength: 1, maxLength: n }),
    fc.array(fc.constantFrom(URL, ''), { maxLength: n + 1 }),
  );

const lineState = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...TYPES), fc.string({ maxLength: 12 })),
    claimAmount: often(fc.integer({ min: 0, max: 50_000 }), fc.constantFrom(-5, 1e9, undefined)),
    from: maybe(day),
    to: maybe(day),
    dueDate: maybe(day),
    checkinDate: maybe(day),
    checkoutDate: maybe(day),
    rentAmount: maybe(often(fc.integer({ min: 0, max: 90_000 }), fc.constant(-1))),
    itemName: maybe(often(fc.string({ maxLength: 20 }), fc.string({ minLength: 121, maxLength: 130 }))),
    chargeCategory: maybe(often(fc.constantFrom('repairs', 'cleaning', 'others'), fc.constant('gold'))),
    utility: maybe(often(fc.constantFrom('electricity', 'water'), fc.constant('gas'))),
    damageType: maybe(often(fc.constantFrom('visible', 'functional'), fc.constant('invisible'))),
    images: maybe(files(5)),
    videos: maybe(files(3)),
    details: maybe(fc.string({ maxLength: 20 })),
  },
  { requiredKeys: ['type'] },
);

const featureState = fc.record({
  assetClass: often(fc.constant(ID), fc.constantFrom('not-an-id', undefined)),
  coverage: often(fc.constant(ID), fc.constant(undefined)),
  specificlimit: often(fc.constant(ID), fc.constant(undefined)),
  feeType: often(fc.constantFrom('fixed', 'weightage'), fc.constantFrom('flat', undefined)),
  fee: maybe(often(fc.integer({ min: 0, max: 20_000 }), fc.constantFrom(-10, 2e7))),
  weight: maybe(often(fc.double({ min: 0, max: 100, noNaN: true }), fc.constantFrom(-1, 120))),
});

const defined = (o: Data) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

const CLAIM: Case = {
  root: claimSchema as unknown as RJSFSchema,
  node: (claimSchema as unknown as { definitions: Record<string, RJSFSchema> }).definitions.claimLine,
  module: claimModule,
  slug: 'claim',
  wrap: (line) => ({ landlordId: ID, tenantId: ID, bondId: ID, claims: [line] }),
  prefix: '.claims.0',
};
const FEATURE: Case = {
  root: featureSchema as unknown as RJSFSchema,
  node: featureSchema as unknown as RJSFSchema,
  module: featureModule,
  slug: 'feature',
  wrap: (feature) => feature,
  prefix: '',
};

describe('fields under conditions: browser and server agree', () => {
  for (const [name, c, arb, runs] of [
    ['claim lines', CLAIM, lineState, 7_000],
    ['product features', FEATURE, featureState, 3_000],
  ] as const) {
    it(`on ${runs.toLocaleString('en')} ${name}: the fields shown, the fields required, and validity`, () => {
      let disagreements = 0;
      let valid = 0;
      fc.assert(
        fc.property(arb as fc.Arbitrary<Data>, (generated) => {
          const state = defined(generated);
          const { browser, server, refusesHidden, hidden } = agreement(c, state);
          const same = JSON.stringify(browser) === JSON.stringify(server) && refusesHidden;
          if (!same) disagreements += 1;
          if (server.valid) valid += 1;
          expect({ state, ...browser, hidden }).toEqual({ state, ...server, hidden });
          expect(refusesHidden, `hidden ${hidden.join(', ')} accepted`).toBe(true);
        }),
        { numRuns: runs, seed: 61 },
      );
      expect(disagreements).toBe(0);
      // Not a vacuous agreement: both sendable and refused states were generated.
      expect(valid).toBeGreaterThan(runs / 20);
      expect(valid).toBeLessThan(runs);
    });
  }
});
