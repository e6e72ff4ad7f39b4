import { Outlet, useLoaderData } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';

import type { ListPage } from '#client/list-page.ts';
import { rolesOf, withSelf } from '#domain/access/roles.ts';

import { isTenantType } from '../account/landing.ts';
import { requireViewer } from '../account/sign-in.server.ts';
import { AccountShell } from '../home/account-frame.tsx';

/**
 * Every `/home/*` page is the signed-in account's (else the sign-in page that comes back); the bell's unread count;
 * the account's roles, which the pages' details and forms follow (useAccountRoles), with 'self': every record the
 * account area shows is the account's own.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(context, request);
  const unread = await context.api<ListPage<unknown>>('GET', '/api/v1/notification?read=false&limit=1');
  return {
    unread: unread.ok ? unread.data.totalResults : 0,
    tenant: isTenantType(viewer.userType),
    roles: withSelf(rolesOf({ userType: viewer.userType }), true),
  };
}

export default function AccountLayout() {
  const { unread, tenant } = useLoaderData<typeof loader>();
  return (
    <AccountShell unread={unread} tenant={tenant}>
      <Outlet />
    </AccountShell>
  );
}
