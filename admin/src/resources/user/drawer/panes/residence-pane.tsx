import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';

import { SchemaDetails } from '#forms/details/schema-details.tsx';
import addressSchema from '#generated/schemas/address.json';
import type { Address } from '#generated/types/address.ts';

import { EditDrawer } from '../edit-drawer.tsx';
import type { PaneProps } from '../pane-props.ts';
import { QueryState } from '../query-state.tsx';
import { SectionCard } from '../section-card.tsx';
import { useUserRecords } from '../use-user-detail.ts';
import { AddressForm } from './address-form.tsx';

type AddressRow = Address & { id: string };
const KINDS = [
  { type: 'current', title: 'Current Address' },
  { type: 'permanent', title: 'Permanent Address' },
] as const;

/**
 * Residence: the current and permanent addresses as the address schema lays them out (x-ui.details), each with its Edit
 * Details drawer (or an add button when missing).
 */
export function ResidencePane({ user, viewer }: PaneProps) {
  const addresses = useUserRecords<AddressRow>('address', { userId: user.id }, 10);
  const [editing, setEditing] = useState<'current' | 'permanent'>();
  return (
    <QueryState query={addresses} label="addresses">
      {(rows) => (
        <Stack gap={2}>
          {KINDS.map(({ type, title }) => {
            const address = rows.find((a) => a.addressType === type);
            const add = viewer.canEdit && !address && (
              <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing(type)}>
                Add
              </Button>
            );
            return (
              <SectionCard
                key={type}
                title={title}
                testId={`address-${type}`}
                action={add || undefined}
                onEdit={viewer.canEdit && address ? () => setEditing(type) : undefined}
              >
                {address ? (
                  <SchemaDetails schema={addressSchema} record={{ ...address }} group="address" roles={viewer.roles} />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    No address given.
                  </Typography>
                )}
              </SectionCard>
            );
          })}
          <EditDrawer title="Edit Details" open={!!editing} onClose={() => setEditing(undefined)} testId="edit-address">
            {editing && (
              <AddressForm
                userId={user.id}
                addressType={editing}
                existing={rows.find((a) => a.addressType === editing)}
                onDone={() => setEditing(undefined)}
              />
            )}
          </EditDrawer>
        </Stack>
      )}
    </QueryState>
  );
}
