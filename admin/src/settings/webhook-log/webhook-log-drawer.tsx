import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useNotify } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { messages } from '#generated/messages.ts';

import { WEBHOOKS_KEY } from '../query-keys.ts';
import type { Webhook } from '../types.ts';
import { DisabledNotice } from './disabled-notice.tsx';
import { LogTime } from './log-time.tsx';
import { MessageList } from './message-list.tsx';
import { RecoverFailedForm } from './recover-failed-form.tsx';
import { WebhookActions } from './webhook-actions.tsx';
import { LOG_KEY, REFRESH_MS, webhookKey } from './webhook-log-api.ts';

export interface WebhookLogDrawerProps {
  /** The webhook whose log is open (from the settings list); closed when unset. */
  webhook?: Webhook;
  onClose: () => void;
}

/** The delivery log of one webhook (decision 031) in a drawer: full screen on phones, a wide panel from 900 px. */
export function WebhookLogDrawer({ webhook, onClose }: WebhookLogDrawerProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={!!webhook}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          'data-testid': 'webhook-log',
          sx: { width: { xs: '100%', md: 900 }, maxWidth: '100%' },
        } as object,
      }}
    >
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          bgcolor: 'background.paper',
          px: { xs: 2, sm: 3 },
          pt: 2,
          pb: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Stack direction="row" alignItems="flex-start" gap={1}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              Delivery log
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {webhook?.callback}
            </Typography>
          </Box>
          <IconButton aria-label="Close the delivery log" onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
      </Box>
      {webhook && <WebhookLog initial={webhook} />}
    </Drawer>
  );
}

/** The log's content; mounted only while the drawer is open, so its refreshing stops when it closes. */
function WebhookLog({ initial }: { initial: Webhook }) {
  const notify = useNotify();
  const client = useQueryClient();
  const dataProvider = useConsoleData();
  const id = initial.id;
  // The webhook itself is asked again too: a 410 or five failing days turn it off while the log is open.
  const hook = useQuery({
    queryKey: webhookKey(id),
    queryFn: () => dataProvider.webhookOne(id),
    placeholderData: initial,
    refetchInterval: REFRESH_MS.idle,
  });
  const webhook = hook.data ?? initial;
  const active = webhook.active !== false;
  // When it changes under the open log, the settings list (its Active column) follows.
  const changed =
    !!hook.data && (hook.data.active !== initial.active || hook.data.disabledReason !== initial.disabledReason);
  useEffect(() => {
    if (changed) void client.invalidateQueries({ queryKey: WEBHOOKS_KEY, exact: true });
  }, [changed, client]);
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: LOG_KEY }),
      client.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
    ]);
  const run = async <T,>(call: () => Promise<T>, done: (result: T) => string | undefined): Promise<T | undefined> => {
    try {
      const result = await call();
      const text = done(result);
      if (text) notify(text, { type: 'success' });
      return result;
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
      return undefined;
    } finally {
      await refresh();
    }
  };
  const graceUntil =
    webhook.previousSecretExpiresAt && new Date(webhook.previousSecretExpiresAt).getTime() > Date.now()
      ? webhook.previousSecretExpiresAt
      : undefined;
  return (
    <Stack gap={2.5} sx={{ px: { xs: 2, sm: 3 }, py: 2.5 }}>
      {hook.error && <Alert severity="error">{hook.error.message}</Alert>}
      {!active && (
        <DisabledNotice
          reason={webhook.disabledReason}
          onTurnOn={() =>
            run(
              () => dataProvider.webhookTurnOn(id),
              () => messages.success.updated,
            )
          }
        />
      )}
      <Stack
        direction={{ xs: 'column', lg: 'row' }}
        gap={2}
        justifyContent="space-between"
        alignItems={{ xs: 'stretch', lg: 'center' }}
      >
        <WebhookActions
          active={active}
          onSendTest={() =>
            run(
              () => dataProvider.webhookSendTest(id),
              () => 'Test event queued: it appears below as it is delivered',
            )
          }
          onRotate={async () =>
            (
              await run(
                () => dataProvider.webhookRotateSecret(id),
                () => undefined,
              )
            )?.secret
          }
        />
        <RecoverFailedForm
          disabled={!active}
          onRecover={(since) =>
            run(
              () => dataProvider.webhookRecover(id, since),
              ({ recovered }) => `${recovered} failed message${recovered === 1 ? '' : 's'} re-queued`,
            )
          }
        />
      </Stack>
      {graceUntil && (
        <Typography variant="body2" color="text.secondary">
          The previous signing secret also signs deliveries until <LogTime value={graceUntil} />.
        </Typography>
      )}
      <Divider />
      <Box component="section" aria-labelledby={`${id}-messages`}>
        <Stack
          direction="row"
          alignItems="baseline"
          justifyContent="space-between"
          gap={1}
          sx={{ mb: 1, flexWrap: 'wrap' }}
        >
          <Typography id={`${id}-messages`} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Messages
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Newest first · refreshes every few seconds
          </Typography>
        </Stack>
        <MessageList webhookId={id} active={active} />
      </Box>
    </Stack>
  );
}
