import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { http } from './http';

/**
 * ra-data-simple-rest on /api/admin, unchanged, with the console's HTTP client (bearer token, one
 * session renewal on 401, the server's messages in errors).
 */
export const dataProvider: DataProvider = simpleRestProvider('/api/admin', (url, options = {}) =>
  http(url, { method: options.method, body: options.body as BodyInit | undefined, headers: options.headers as HeadersInit | undefined }),
);
