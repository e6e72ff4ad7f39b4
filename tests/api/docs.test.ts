import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the schemas and the routes', async () => {
    const res = await api.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.schemas.Lead.properties.email).toMatchObject({ type: 'string', format: 'email' });
    expect(JSON.stringify(doc.components.schemas)).not.toContain('errorMessage');
    expect(doc.paths['/api/v1/leads'].post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Lead',
    });
    expect(
      doc.paths['/api/v1/faq'].get.responses['200'].content['application/json'].schema.properties.totalResults,
    ).toBeDefined();
    expect(doc.paths['/api/admin/faq/{id}'].put).toBeDefined();
    expect(doc.paths['/api/docs']).toBeUndefined();
    // Each webhook event with the body its callback receives, from the model (schemas/webhook-payload).
    expect(doc.webhooks['bond.released'].post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/WebhookPayload',
    });
    expect(doc.components.schemas.WebhookPayload.required).toEqual(['type', 'timestamp', 'data']);
    expect(Object.keys(doc.webhooks)).toContain('eligibility.changed');
  });

  it('serves a browsable page', async () => {
    const res = await api.request({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<code>/api/v1/leads</code>');
    expect(res.body).toContain('id="schema-Lead"');
  });
});
