import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';

import { messages } from '#generated/messages.ts';

import { useConsoleData } from '../api/use-console-data.ts';
import { SlugForm } from '../schema-resources/slug-form.tsx';
import { currentUser } from '../session/session.ts';
import { FormDialog } from './form-dialog.tsx';
import { OneTimeValueDialog } from './one-time-value-dialog.tsx';
import { WEBHOOK_EVENTS_KEY, WEBHOOKS_KEY } from './query-keys.ts';
import { SettingsSection } from './settings-section.tsx';
import type { Webhook, WebhookEvent } from './types.ts';
import { WebhookLogDrawer } from './webhook-log/webhook-log-drawer.tsx';
import { WebhooksTable } from './webhooks-table.tsx';

/** The owner is the signed-in user (the server checks it), so the field is hidden; the events are picked from the catalogue's list. */
function formUi(events: WebhookEvent[] | undefined) {
  return {
    'ui:options': { label: false },
    userId: { 'ui:widget': 'hidden' },
    events: {
      'ui:placeholder': 'Choose events',
      ...(events
        ? {
            'ui:options': {
              choices: events.map((e) => ({ value: e.event, label: e.title, description: e.description })),
            },
          }
        : {}),
    },
  };
}

/** Settings > Webhooks (landlords, partners, staff with the webhooks module): GET/POST /webhooks, DELETE /webhooks/{id}, and each webhook's delivery log. */
export function WebhooksPage({ label }: { label: string }) {
  const notify = useNotify();
  const client = useQueryClient();
  const dataProvider = useConsoleData();
  const hooks = useQuery({ queryKey: WEBHOOKS_KEY, queryFn: () => dataProvider.settingsWebhooks() });
  const events = useQuery({
    queryKey: WEBHOOK_EVENTS_KEY,
    queryFn: () => dataProvider.settingsWebhookEvents(),
    staleTime: 60 * 60_000,
  });
  const ui = useMemo(() => formUi(events.data?.results), [events.data]);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string>();
  const [logOf, setLogOf] = useState<string>();
  const create = async (data: Record<string, unknown>) => {
    const made = await dataProvider.settingsWebhookCreate({ ...data, userId: currentUser()?.id });
    setCreating(false);
    notify(messages.success.updated, { type: 'success' });
    if (made.secret) setSecret(made.secret);
    await client.invalidateQueries({ queryKey: WEBHOOKS_KEY });
  };
  const remove = async (hook: Webhook) => {
    try {
      await dataProvider.settingsWebhookDelete(hook.id);
      notify(messages.success.webhookRemoved, { type: 'success' });
      await client.invalidateQueries({ queryKey: WEBHOOKS_KEY });
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
  };
  return (
    <SettingsSection
      testId="settings-webhooks"
      title={label}
      intro="Nivaas calls your callback URL when one of the chosen events happens, signed per Standard Webhooks. Open a webhook's delivery log to see each message and its attempts, send a test event or rotate its secret."
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          Add Webhook
        </Button>
      }
    >
      <WebhooksTable
        webhooks={hooks.data?.results}
        loading={hooks.isPending}
        error={hooks.error}
        onDelete={remove}
        onOpenLog={(w) => setLogOf(w.id)}
      />
      <WebhookLogDrawer webhook={hooks.data?.results.find((w) => w.id === logOf)} onClose={() => setLogOf(undefined)} />
      <FormDialog id="create-webhook" title="Add Webhook" open={creating} onClose={() => setCreating(false)}>
        <SlugForm
          slug="webhook"
          initial={{ userId: currentUser()?.id, active: true, events: [] }}
          uiOverrides={ui}
          onSubmit={create}
        />
      </FormDialog>
      <OneTimeValueDialog
        title="Webhook signing secret"
        label="Signing secret"
        value={secret}
        onClose={() => setSecret(undefined)}
      />
    </SettingsSection>
  );
}
