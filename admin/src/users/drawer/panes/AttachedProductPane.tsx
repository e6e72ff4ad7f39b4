import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { Subscription } from '#generated/types/subscription.ts';
import { formatDate } from '../../../schema-resources/format';
import { QueryState } from '../QueryState';
import { SectionCard } from '../SectionCard';
import type { PaneProps } from '../pane-props';
import { useUserList } from '../use-user-detail';

/** Attached Product: the landlord's product subscriptions (GET /subscription?landlordId). */
export function AttachedProductPane({ user }: PaneProps) {
  const subscriptions = useUserList<Subscription & { id: string }>(user.id, 'subscriptions', `/subscription?landlordId=${encodeURIComponent(user.id)}&limit=10`);
  return (
    <SectionCard title="Attached Products" testId="attached-products">
      <QueryState query={subscriptions} label="attached products">
        {(rows) =>
          rows.length === 0 ? (
            <Typography variant="body2" color="text.secondary">No product attached.</Typography>
          ) : (
            <List dense disablePadding>
              {rows.map((s) => (
                <ListItem key={s.id} disableGutters divider>
                  <ListItemText primary={s.name ?? s.productId} secondary={s.createdAt ? `Attached on ${formatDate(s.createdAt)}` : undefined} />
                </ListItem>
              ))}
            </List>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
