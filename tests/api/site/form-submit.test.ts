import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiResult } from '#client/api-result.ts';
import { messages } from '#generated/messages.ts';
import { loader } from '#site/routes/form-submit.tsx';

import { startTestApi, type TestApi } from '../harness.ts';
import { formActionContext, submitForm } from './form-action.ts';

/**
 * The site's form action (`/submit/<slug>`) against the real API, with the bot check's answer swappable:
 * the server validates again, refuses failed bot checks with the specification's messages, and creates
 * the lead with the documented mapping.
 */
let api: TestApi;
let score: { status: number; body: unknown } | undefined;

const context = () =>
  formActionContext(() => api, {
    recaptchaSiteKey: 'site-key',
    stub: (_method, path) =>
      path === '/api/v1/utility/recaptcha/score' && score
        ? apiResult(score.status, JSON.stringify(score.body))
        : undefined,
  });
const submit = (slug: string, input: unknown) => submitForm(context(), slug, input);

const contact = {
  name: 'Meera Iyer',
  email: 'meera@example.in',
  phone: '9876543210',
  content: 'Please call me about a bond.',
  acceptTerms: true,
};
const leadsWith = (email: string) => api.db.selectFrom('lead').selectAll().where('email', '=', email).execute();

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('POST /submit/<slug>', () => {
  it('refuses a failed bot check with "Captcha Verification failed" and stores nothing', async () => {
    score = { status: 200, body: { success: false, score: 0 } };
    const res = await submit('contact-form', { data: { ...contact, email: 'bot1@example.in' }, token: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.captcha.failed);
    score = { status: 500, body: { message: 'down' } };
    expect(
      (await submit('contact-form', { data: { ...contact, email: 'bot1@example.in' }, token: 'x' })).body.message,
    ).toBe(messages.captcha.failed);
    expect(await leadsWith('bot1@example.in')).toHaveLength(0);
  });

  it('refuses a low score with "Verification failed"', async () => {
    score = { status: 200, body: { success: true, score: 0.5 } };
    const res = await submit('corporate-contact', {
      data: { ...contact, email: 'bot2@example.in', designation: 'HR Head', companySize: '51-100' },
      token: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.captcha.lowScore);
    expect(await leadsWith('bot2@example.in')).toHaveLength(0);
  });

  it('creates a contact lead of type Others with the campaign, the 91 phone and no terms flag (real disabled provider)', async () => {
    score = undefined;
    const res = await submit('contact-form', {
      data: { ...contact, campaignKey: 'diwali-24' },
      token: 'disabled',
      utmSource: 'newsletter',
    });
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    const [row] = await leadsWith('meera@example.in');
    expect(row).toMatchObject({
      type: 'Others',
      phone: '919876543210',
      campaignKey: 'diwali-24',
      content: contact.content,
      utm_source: 'newsletter',
      entityName: 'tenant',
    });
  });

  it('validates again on the server with the form schema messages', async () => {
    const res = await submit('contact-form', { data: { email: 'x' }, token: 'disabled' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      name: 'Please input your name!',
      phone: 'Please input your mobile number!',
      content: 'Please provide a valid message!',
      acceptTerms: 'Please accept the terms!',
      email: 'Invalid email address!',
    });
    const popup = await submit('lead-popup', { data: { phone: '98ab' } });
    expect(popup.body.errors).toMatchObject({
      name: 'Please enter your first name!',
      lastName: 'Please enter your last name!',
      phone: 'Please Enter Only Digits',
      city: 'Please enter preferred city!',
      locality: 'Please enter preferred locality!',
      email: 'Please enter email!',
    });
    const details = await submit('details-lead-form', { data: {} });
    expect(details.body.errors).toMatchObject({
      name: 'Please fill all fields to submit',
      email: 'Please fill all fields to submit',
      content: 'Please fill all fields to submit',
    });
  });

  it('maps each form to its lead type and fields', async () => {
    await submit('corporate-contact', {
      data: { ...contact, email: 'hr@acme.in', entityName: 'Acme Ltd', designation: 'HR Head', companySize: '101-250' },
      token: 'disabled',
    });
    expect((await leadsWith('hr@acme.in'))[0]).toMatchObject({
      type: 'corporate',
      designation: 'HR Head',
      companySize: '101-250',
      entityName: 'Acme Ltd',
      phone: '919876543210',
    });
    await submit('partner-form', { data: { email: 'ops@urbannest.in', entityName: 'UrbanNest', phone: '9123456780' } });
    expect((await leadsWith('ops@urbannest.in'))[0]).toMatchObject({
      type: 'partner',
      entityName: 'UrbanNest',
      phone: '919123456780',
    });
    await submit('lead-popup', {
      data: {
        name: 'Asha',
        lastName: 'Rao',
        email: 'asha@example.in',
        phone: '9812345678',
        city: 'Pune',
        locality: 'Baner',
        consent: true,
      },
      utmSource: 'google',
    });
    expect((await leadsWith('asha@example.in'))[0]).toMatchObject({
      type: 'lead',
      budget: 30000,
      city: 'Pune',
      locality: 'Baner',
      utm_source: 'google',
      entityName: 'tenant',
      lastName: 'Rao',
    });
    await submit('details-lead-form', {
      data: { name: 'Vik', email: 'vik@example.in', content: 'Is it available?' },
      extra: { propertyType: 'Studio', source: 'property-details', notAllowed: 'x' },
    });
    expect((await leadsWith('vik@example.in'))[0]).toMatchObject({
      type: 'lead',
      propertyType: 'Studio',
      budget: 30000,
      source: 'property-details',
    });
  });

  it('accepts only public forms, and hands the browser the site key only for bot-checked forms', async () => {
    expect((await submit('lead', { data: { email: 'a@b.in' } })).status).toBe(404);
    expect((await submit('user', { data: {} })).status).toBe(404);
    const key = async (slug: string) =>
      (
        (await loader({
          request: new Request(`http://localhost/submit/${slug}`),
          params: { slug },
          context: context(),
        } as never)) as Response
      ).json();
    expect(await key('contact-form')).toEqual({ recaptchaSiteKey: 'site-key' });
    expect(await key('partner-form')).toEqual({ recaptchaSiteKey: null });
  });
});
