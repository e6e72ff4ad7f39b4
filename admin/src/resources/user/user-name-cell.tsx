import { Avatar, Link, Stack } from '@mui/material';

import { messages } from '#generated/messages.ts';

import type { UserRow } from './types.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** The user's avatar and name; a click opens the detail drawer. An invitee without a name shows 'Invitation sent'. */
export function UserNameCell({ row, onOpen }: { row: UserRow; onOpen: (id: string) => void }) {
  const name = row.name?.trim();
  return (
    <Stack direction="row" alignItems="center" gap={1.5}>
      <Avatar
        src={row.avatar || undefined}
        alt=""
        sx={{ width: 30, height: 30, fontSize: 12, bgcolor: name ? 'primary.main' : 'action.disabled' }}
      >
        {name ? initials(name) : '?'}
      </Avatar>
      <Link
        component="button"
        type="button"
        underline="hover"
        data-testid="user-name"
        onClick={() => onOpen(row._id)}
        sx={{ fontWeight: 600, textAlign: 'left', ...(name ? {} : { fontStyle: 'italic', color: 'text.secondary' }) }}
      >
        {name || messages.users.invitationSent}
      </Link>
    </Stack>
  );
}
