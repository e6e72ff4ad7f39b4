import { Alert, Button, CircularProgress, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { UiSchema } from '@rjsf/utils';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCreate, useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { useHeldForms } from '#admin/schema-resources/form-guard.tsx';
import { SlugForm } from '#admin/schema-resources/slug-form.tsx';
import { currentUser } from '#admin/session/session.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { messages } from '#generated/messages.ts';

import { RoleSelectWidget } from './role-select-widget.tsx';
import { USER_KEY, userRolesKey } from './user-keys.ts';

export interface InviteDialogProps {
  open: boolean;
  /** The tab's user type (tenant, landlord, partner, internal). */
  userType: string;
  /** The tab's label, e.g. 'Landlords'. */
  label: string;
  onClose: () => void;
}

/** Tenants and landlords are invited with their own type as the role; other types choose a role (spec 002 §2). */
const chosenRole = (userType: string) => userType !== 'tenant' && userType !== 'landlord';

/**
 * The invite dialog: the invite schema (its messages: 'Email is required!', 'Role is required!')
 * posted to POST /invitation, which e-mails the invitee a registration link.
 */
export function InviteDialog({ open, userType, label, onClose }: InviteDialogProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const pickRole = chosenRole(userType);
  const { guard, dialog, Scope } = useHeldForms();
  const close = () => guard(onClose);
  const data = useConsoleData();
  const [create] = useCreate();
  const roles = useQuery({
    queryKey: userRolesKey(userType),
    queryFn: () => data.userRoles(userType),
    enabled: open && pickRole,
    staleTime: 5 * 60_000,
  });
  const roleNames = useMemo(() => roles.data?.results.map((r) => r.name) ?? [], [roles.data]);
  const uiOverrides = useMemo<UiSchema>(
    () => ({
      'ui:label': false, // the dialog carries the title
      userType: { 'ui:widget': 'hidden' },
      role: pickRole
        ? { 'ui:widget': RoleSelectWidget, 'ui:options': { roles: roleNames } }
        : { 'ui:widget': 'hidden' },
    }),
    [pickRole, roleNames],
  );
  const initial = { userType, invitedBy: currentUser()?.id, ...(pickRole ? {} : { role: userType }) };

  // The invitation is a plain record of the invite resource: react-admin's create (its hooks e-mail the invitee).
  const submit = async (fields: Record<string, unknown>) => {
    const invite = await create('invite', { data: fields }, { returnPromise: true });
    notify(fillMessage(messages.users.inviteEmailed, { email: String(invite.inviteeEmail) }), { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: USER_KEY });
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="invite-title"
      data-testid="invite-dialog"
    >
      <DialogTitle id="invite-title">Invite to {label}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          We e-mail a link to register. Until then the list shows them as '{messages.users.invitationSent}'.
        </DialogContentText>
        {pickRole && roles.isPending && <CircularProgress size={24} aria-label="Loading roles" />}
        {roles.isError && <Alert severity="error">{roles.error.message}</Alert>}
        <Scope>
          {(!pickRole || roles.isSuccess) && (
            <SlugForm
              key={`${userType}-${roleNames.join()}`}
              slug="invite"
              initial={initial}
              uiOverrides={uiOverrides}
              actions={<Button onClick={close}>Cancel</Button>}
              onSubmit={submit}
            />
          )}
        </Scope>
      </DialogContent>
      {dialog}
    </Dialog>
  );
}
