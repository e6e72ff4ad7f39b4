import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Title, usePermissions } from 'react-admin';

import { useConsoleConfig } from '#admin/layout/console-config.ts';
import { can, type Permissions } from '#admin/session/auth-provider.ts';
import { currentUser } from '#admin/session/session.ts';

import { type ClaimTarget, RaiseClaimDrawer } from '../claim/raise-claim-drawer.tsx';
import { BulkLandlordsButton } from './bulk-upload/bulk-landlords-button.tsx';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { UserDrawer } from './drawer/user-drawer.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { RaiseClaimButton } from './raise-claim-button.tsx';
import type { UserRow } from './types.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useUsersLocation } from './use-users-location.ts';
import { useDeleteUser, useUsersQuery } from './use-users-query.ts';
import { userColumns } from './user-columns.tsx';
import { UserFilters } from './user-filters.tsx';
import { USER_KEY } from './user-keys.ts';
import { emptyFilter, filterOptions, filterParams, type UserListFilter } from './user-list-filter.ts';
import { UserTable } from './user-table.tsx';
import { UserTabs } from './user-tabs.tsx';

/**
 * /home/users (spec 002 §2): one tab per user module of /users/config, a filtered and paged
 * table per tab, the invite dialog, and `?type=&id=` opening the user's detail drawer.
 */
export default function UsersPage() {
  const { data: config, isPending, error } = useConsoleConfig();
  const { permissions } = usePermissions<Permissions>();
  const tabs = config?.userModules ?? [];
  const location = useUsersLocation(tabs.map((t) => t.userType));
  const tab = tabs.find((t) => t.userType === location.type);
  const viewer = config?.type ?? 'tenant';

  const [filter, setFilter] = useState<UserListFilter>(emptyFilter());
  const [filterTab, setFilterTab] = useState(location.type);
  if (filterTab !== location.type) {
    setFilterTab(location.type);
    setFilter(emptyFilter());
  }
  const settled = useDebouncedValue(filter);
  const options = useMemo(() => filterOptions(location.type ?? '', viewer === 'employee'), [location.type, viewer]);
  const kind = options.find((o) => o.field === filter.field)?.kind;
  // Typed text waits for the 800 ms pause; choices, dates and a cleared search apply at once.
  const typing = kind === 'text' && filter.value.trim() !== '';
  const applied = !typing ? filter : settled.field === filter.field ? settled : emptyFilter(filter.field);
  const params = filterParams(applied); // the query key is compared by value

  const list = useUsersQuery(location.type, location.page, params);
  const totalPages = list.data?.totalPages ?? 0;
  const pastEnd = !!list.data && !list.isPlaceholderData && location.page > Math.max(1, totalPages);
  const { setPage } = location;
  useEffect(() => {
    if (pastEnd) setPage(Math.max(1, totalPages));
  }, [pastEnd, totalPages, setPage]);

  // The drawer keeps the last user while it closes (the query string loses `id` at once).
  const [drawerUser, setDrawerUser] = useState(location.id);
  if (location.id && location.id !== drawerUser) setDrawerUser(location.id);

  const [inviting, setInviting] = useState(false);
  const [deleting, setDeleting] = useState<UserRow>();
  const remove = useDeleteUser();
  const mayDelete = can(permissions, 'users', 'delete');
  const me = currentUser()?.id;
  const [claimTarget, setClaimTarget] = useState<ClaimTarget>();
  const queryClient = useQueryClient();
  // Landlords raise claims from their tenant list (spec 002 §2).
  const raisesClaims = viewer === 'landlord' && location.type === 'tenant';

  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {error.message}
      </Alert>
    );
  if (isPending) return <Skeleton variant="rounded" height={320} sx={{ m: 2 }} />;
  if (!tab)
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        There are no user lists for your account.
      </Alert>
    );

  return (
    // width 0 + min-width 100%: wide content (tabs, table) scrolls inside its card instead of widening the layout.
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 }, width: 0, minWidth: '100%' }}>
      <Title title="Users" />
      <Stack direction="row" alignItems="center" justifyContent="space-between" gap={2} sx={{ mb: 2 }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {tabs.length > 1 ? 'Users' : tab.label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {list.data ? `${list.data.totalResults} ${tab.label.toLowerCase()}` : ' '}
          </Typography>
        </Box>
        {can(permissions, 'users', 'create') && (
          <Stack direction="row" gap={1}>
            {/* Bulk landlord upload: internal users, landlords only (spec 002 §5). */}
            {viewer === 'employee' && tab.userType === 'landlord' && (
              <BulkLandlordsButton onUploaded={() => location.setPage(1)} />
            )}
            <Button
              variant="contained"
              startIcon={<PersonAddIcon />}
              onClick={() => setInviting(true)}
              data-testid="invite-button"
            >
              Invite
            </Button>
          </Stack>
        )}
      </Stack>
      <Card sx={{ mb: 2 }}>
        {tabs.length > 1 && <UserTabs tabs={tabs} value={tab.userType} onChange={location.selectTab} />}
        <CardContent sx={{ pb: '8px !important' }}>
          <UserFilters
            options={options}
            filter={filter}
            onChange={(next) => {
              setFilter(next);
              location.setPage(1);
            }}
          />
        </CardContent>
      </Card>
      {list.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {list.error.message}
        </Alert>
      )}
      <UserTable
        columns={userColumns(tab.userType, viewer)}
        rows={list.data?.results}
        loading={list.isFetching}
        page={location.page}
        total={list.data?.totalResults ?? 0}
        onPageChange={location.setPage}
        onOpen={location.openUser}
        canDelete={mayDelete ? (row) => row._id !== me : undefined}
        onDelete={setDeleting}
        rowActions={
          raisesClaims
            ? (row) => (
                <RaiseClaimButton
                  row={row}
                  onRaise={(r) =>
                    setClaimTarget({ tenantId: r._id, tenantName: r.name, bondId: r.bondRef!, bondCode: r.bondId })
                  }
                />
              )
            : undefined
        }
      />
      <RaiseClaimDrawer
        target={claimTarget}
        onClose={() => setClaimTarget(undefined)}
        onSubmitted={() => {
          setClaimTarget(undefined);
          void queryClient.invalidateQueries({ queryKey: USER_KEY });
        }}
      />
      <DeleteUserDialog
        user={deleting}
        deleting={remove.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={(user) => remove.mutate(user._id, { onSettled: () => setDeleting(undefined) })}
      />
      <InviteDialog open={inviting} userType={tab.userType} label={tab.label} onClose={() => setInviting(false)} />
      {drawerUser && (
        <UserDrawer userId={drawerUser} userType={tab.userType} open={!!location.id} onClose={location.closeUser} />
      )}
    </Box>
  );
}
