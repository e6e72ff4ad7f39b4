import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';

import { messages } from '#generated/messages.ts';

import { useConsoleData } from '../api/use-console-data.ts';
import { SlugForm } from '../schema-resources/slug-form.tsx';
import { currentUser } from '../session/session.ts';
import { FormDialog } from './form-dialog.tsx';
import { OneTimeValueDialog } from './one-time-value-dialog.tsx';
import { TOKENS_KEY } from './query-keys.ts';
import { SettingsSection } from './settings-section.tsx';
import { TokensTable } from './tokens-table.tsx';
import type { ApiToken } from './types.ts';

/** The owner is the signed-in user (the server sets it too), so the field is hidden. */
const HIDE_OWNER = { 'ui:options': { label: false }, userId: { 'ui:widget': 'hidden' } };

/** Settings > Tokens (landlords, partners): GET/POST /auth/tokens, DELETE /auth/tokens/{id}. */
export function TokensPage({ label }: { label: string }) {
  const notify = useNotify();
  const client = useQueryClient();
  const dataProvider = useConsoleData();
  const tokens = useQuery({ queryKey: TOKENS_KEY, queryFn: () => dataProvider.settingsTokens() });
  const [creating, setCreating] = useState(false);
  const [value, setValue] = useState<string>();
  const create = async (data: Record<string, unknown>) => {
    const made = await dataProvider.settingsTokenCreate({
      description: data.description,
      ...(data.expiresAt ? { expiresAt: data.expiresAt } : {}),
    });
    setCreating(false);
    setValue(made.token);
    await client.invalidateQueries({ queryKey: TOKENS_KEY });
  };
  const remove = async (token: ApiToken) => {
    try {
      await dataProvider.settingsTokenDelete(token.id);
      notify(messages.success.tokenRemoved, { type: 'success' });
      await client.invalidateQueries({ queryKey: TOKENS_KEY });
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
  };
  return (
    <SettingsSection
      testId="settings-tokens"
      title={label}
      intro="API tokens let your systems call the Nivaas API as you. A token's value is shown once, when it is created."
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          Create Token
        </Button>
      }
    >
      <TokensTable tokens={tokens.data?.results} loading={tokens.isPending} error={tokens.error} onDelete={remove} />
      <FormDialog id="create-token" title="Create Token" open={creating} onClose={() => setCreating(false)}>
        <SlugForm slug="api-token" initial={{ userId: currentUser()?.id }} uiOverrides={HIDE_OWNER} onSubmit={create} />
      </FormDialog>
      <OneTimeValueDialog title="Your new API token" label="Token" value={value} onClose={() => setValue(undefined)} />
    </SettingsSection>
  );
}
