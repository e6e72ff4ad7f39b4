import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, HttpError } from 'react-admin';

import { eligibilityMethods } from '#admin/resources/user/eligibility/data-methods.ts';

import { dashboardMethods } from '../dashboard/data-methods.ts';
import { layoutMethods } from '../layout/data-methods.ts';
import { auditEntryMethods } from '../resources/audit-entry/data-methods.ts';
import { bondRequestMethods } from '../resources/bond-request/data-methods.ts';
import { claimMethods } from '../resources/claim/data-methods.ts';
import { productMethods } from '../resources/product/data-methods.ts';
import { propertyMethods } from '../resources/property/data-methods.ts';
import { userMethods } from '../resources/user/data-methods.ts';
import { schemaFormMethods } from '../schema-resources/data-methods.ts';
import { settingsMethods } from '../settings/data-methods.ts';
import { http } from './http.ts';
import { ifMatchFor, keepOffered, keepVersion } from './record-versions.ts';

/**
 * ra-data-simple-rest on /api/admin, unchanged, with the console's HTTP client (bearer token, one
 * session renewal on 401, the server's messages in errors) and each record's version (If-Match).
 */
const rest: DataProvider = simpleRestProvider('/api/admin', async (url, options = {}) => {
  const method = options.method ?? 'GET';
  const headers = new Headers(options.headers as HeadersInit | undefined);
  // Each record's version goes back with its update or delete (record-versions.ts): a stale save is refused.
  const ifMatch = ifMatchFor(url, method);
  if (ifMatch) headers.set('If-Match', ifMatch);
  try {
    const result = await http(url, { method, body: options.body as BodyInit | undefined, headers });
    keepVersion(url, method, result);
    return result;
  } catch (error) {
    if (error instanceof HttpError && error.status === 412) keepOffered(url, error.body);
    throw error;
  }
});

/**
 * The console's one data path: the generic CRUD methods of /api/admin, and each folder's custom methods for what
 * is not CRUD (answer a request, release a bond, decide a claim, a report file) over /api/v1. Screens reach it
 * only through react-admin (useGetList, useUpdate, useConsoleData), never through fetch.
 */
export const dataProvider = {
  ...rest,
  ...auditEntryMethods,
  ...bondRequestMethods,
  ...claimMethods,
  ...productMethods,
  ...propertyMethods,
  ...userMethods,
  ...dashboardMethods,
  ...eligibilityMethods,
  ...layoutMethods,
  ...settingsMethods,
  ...schemaFormMethods,
};

export type ConsoleDataProvider = typeof dataProvider;
