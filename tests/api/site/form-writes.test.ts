import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formWrites } from '#generated/form-writes.ts';

import { startTestApi, type TestApi } from '../harness.ts';
import { formActionContext, submitForm } from './form-action.ts';

/**
 * The site's form action writes what the form's schema declares (x-writes, generated/form-writes.ts):
 * every declared field reaches the lead, the constants are set, the lead's schema defaults fill the rest,
 * and nothing undeclared slips in.
 */
let api: TestApi;

const submit = (slug: string, input: unknown) =>
  submitForm(
    formActionContext(() => api),
    slug,
    input,
  );

const leadWith = (email: string) =>
  api.db.selectFrom('lead').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('a form sent from /partners', () => {
  it('writes every field partner-form declares, its constants and the lead defaults', async () => {
    const data = { name: 'Rohit', email: 'rohit@staymate.in', phone: '9822233344', entityName: 'StayMate PG' };
    expect([...formWrites['partner-form'].fields].sort()).toEqual(Object.keys(data).sort());
    const res = await submit('partner-form', {
      data,
      extra: { budget: 5, isPhoneVerified: true },
      utmSource: 'newsletter',
    });
    expect(res.status).toBe(200);
    const lead = await leadWith('rohit@staymate.in');
    expect(lead).toMatchObject({
      ...data,
      phone: '919822233344',
      type: 'partner',
      source: 'partners-page',
      utm_source: 'newsletter',
      budget: 30000,
      agreeToContact: true,
      interestedInNivaas: true,
      isPhoneVerified: false,
    });
  });

  it('a lead-popup lead has its type, source and the default budget from the model, not from page code', async () => {
    const res = await submit('lead-popup', {
      data: {
        name: 'Asha',
        lastName: 'Rao',
        email: 'asha.r@example.in',
        phone: '9812345670',
        city: 'Pune',
        locality: 'Baner',
        consent: true,
      },
    });
    expect(res.status).toBe(200);
    const lead = await leadWith('asha.r@example.in');
    expect(lead).toMatchObject({ type: 'lead', source: 'landing-popup', budget: 30000, entityName: 'tenant' });
    expect(lead).not.toHaveProperty('consent');
  });

  it('the landing contact section takes the type from its own field, with the form default Others', async () => {
    const data = {
      name: 'Neha',
      email: 'neha@example.in',
      phone: '9811122233',
      designation: 'HR',
      content: 'Hello',
      acceptTerms: true,
    };
    expect((await submit('landing-contact-lead', { data, token: 'disabled' })).status).toBe(200);
    expect(await leadWith('neha@example.in')).toMatchObject({
      type: 'Others',
      source: 'home-contact',
      designation: 'HR',
    });
    expect(
      (
        await submit('landing-contact-lead', {
          data: { ...data, email: 'neha.c@example.in', type: 'corporate' },
          token: 'disabled',
        })
      ).status,
    ).toBe(200);
    expect(await leadWith('neha.c@example.in')).toMatchObject({ type: 'corporate' });
  });
});
