import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
let landlord: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  api = await startTestApi();
  landlord = await makeUser(api, { userType: 'landlord', name: 'Rajesh Khanna' });
}, 120_000);
afterAll(() => api?.close());

const hook = (token: string, payload: unknown) =>
  api.request({ method: 'POST', url: '/api/v1/webhooks', token, payload: payload as any });

describe('the webhook event catalogue', () => {
  it('lists every event with its title to signed-in accounts, and nothing to visitors', async () => {
    const res = await api.request({ method: 'GET', url: '/api/v1/webhooks/events/all', token: landlord.token });
    expect(res.statusCode).toBe(200);
    const events = res.json().results.map((e: { event: string }) => e.event);
    expect(events).toEqual(
      expect.arrayContaining([
        'bond.created',
        'bond.released',
        'bond_request.accepted',
        'payment.completed',
        'claim.settled',
        'inspection.resolved',
        'property.updated',
        'eligibility.changed',
      ]),
    );
    expect(res.json().results[0]).toMatchObject({
      event: 'bond.created',
      title: 'Bond created',
      description: expect.any(String),
    });
    expect((await api.request({ method: 'GET', url: '/api/v1/webhooks/events/all' })).statusCode).toBe(401);
  });

  it('takes a webhook only for events of the catalogue, pointing at the unknown one', async () => {
    const bad = await hook(landlord.token, {
      userId: landlord.id,
      callback: 'https://example.com/hooks',
      events: ['bond.created', 'bond.exploded'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'events.1': 'Choose events from the list of webhook events' });
    const ok = await hook(landlord.token, {
      userId: landlord.id,
      callback: 'https://example.com/hooks',
      events: ['bond.created', 'bond_request.created'],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().events).toEqual(['bond.created', 'bond_request.created']);
  });
});
