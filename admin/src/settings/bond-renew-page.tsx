import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, usePermissions } from 'react-admin';

import { messages } from '#generated/messages.ts';

import { useConsoleData } from '../api/use-console-data.ts';
import { useHeldPage } from '../schema-resources/form-guard.tsx';
import { SlugForm } from '../schema-resources/slug-form.tsx';
import { can, type Permissions } from '../session/auth-provider.ts';
import { RenewEntriesTable, type RenewEntry } from './renew-entries-table.tsx';
import { SettingsSection } from './settings-section.tsx';

/** The card's heading already names the form. */
const NO_TITLE = { 'ui:options': { label: false } };

/**
 * Settings > Bond Renew (internal): entries checked by the bulk-renew-entry schema ('Missing bond id',
 * 'Missing bond fee', 'Missing bond value'), each sent on its own to POST /bond/manual/renew; a
 * failing entry shows the server's message. Leaving with a half-typed entry asks first.
 */
export function BondRenewPage({ label }: { label: string }) {
  const notify = useNotify();
  const dataProvider = useConsoleData();
  const { dialog, Scope } = useHeldPage();
  const { permissions } = usePermissions<Permissions>();
  const allowed = can(permissions, 'bonds', 'update');
  const [entries, setEntries] = useState<RenewEntry[]>([]);
  const [next, setNext] = useState(1);
  const [busy, setBusy] = useState(false);
  const pending = entries.filter((e) => e.state !== 'done');

  const add = async (data: Record<string, any>) => {
    setEntries((list) => [
      ...list,
      {
        key: next,
        bondId: String(data.bondId),
        bondFee: Number(data.bondFee),
        bondAmount: Number(data.bondAmount),
        state: 'pending',
      },
    ]);
    setNext((n) => n + 1);
  };
  const renewAll = async () => {
    setBusy(true);
    let failed = 0;
    try {
      for (const entry of pending) {
        let outcome: Partial<RenewEntry>;
        try {
          await dataProvider.settingsBondRenew({
            bondId: entry.bondId,
            bondFee: entry.bondFee,
            bondAmount: entry.bondAmount,
          });
          outcome = { state: 'done', message: 'Renewed' };
        } catch (e) {
          failed += 1;
          outcome = { state: 'failed', message: e instanceof Error ? e.message : String(e) };
        }
        setEntries((list) => list.map((x) => (x.key === entry.key ? { ...x, ...outcome } : x)));
      }
    } finally {
      setBusy(false);
    }
    if (failed)
      notify(`${failed} of ${pending.length} could not be renewed: see each entry's message`, { type: 'warning' });
    else notify(messages.success.updated, { type: 'success' });
  };

  return (
    <SettingsSection
      testId="settings-bondrenew"
      title={label}
      intro="Renew bonds by one year after the fee was paid outside the site. Add each bond, then renew them together."
    >
      {!allowed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Your role cannot update bonds, so renewals will be refused.
        </Alert>
      )}
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Add a bond
          </Typography>
          <Scope>
            <SlugForm
              key={next}
              slug="bulk-renew-entry"
              uiOverrides={NO_TITLE}
              submitLabel="Add to list"
              onSubmit={add}
            />
          </Scope>
          {dialog}
        </CardContent>
      </Card>
      <RenewEntriesTable
        entries={entries}
        busy={busy}
        onRemove={(key) => setEntries((list) => list.filter((e) => e.key !== key))}
      />
      <Stack direction="row" justifyContent="flex-end" sx={{ mt: 2 }}>
        <Button
          variant="contained"
          startIcon={<AutorenewIcon />}
          onClick={renewAll}
          disabled={busy || !pending.length || !allowed}
        >
          {busy ? 'Renewing…' : `Renew ${pending.length} bond${pending.length === 1 ? '' : 's'}`}
        </Button>
      </Stack>
    </SettingsSection>
  );
}
