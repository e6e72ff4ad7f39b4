import AddLinkIcon from '@mui/icons-material/AddLink';
import { Button, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useProductRights } from '#admin/resources/product/product-rights.ts';
import { shownDate } from '#domain/format/dates.ts';
import type { Subscription } from '#generated/types/subscription.ts';

import type { PaneProps } from '../pane-props.ts';
import { QueryState } from '../query-state.tsx';
import { SectionCard } from '../section-card.tsx';
import { useRefreshUser, useUserRecords } from '../use-user-detail.ts';
import { AttachProductDialog } from './attach-product-dialog.tsx';
import { RemoveSubscriptionButton } from './remove-subscription-button.tsx';

/**
 * Attached Product: the landlord's product subscriptions (the newest 10), each
 * opening its product; Attach Product and remove for staff with the bond feature (spec 002 §6).
 */
export function AttachedProductPane({ user }: PaneProps) {
  const subscriptions = useUserRecords<Subscription>('subscription', { landlordId: user.id }, 10);
  const rights = useProductRights();
  const refresh = useRefreshUser();
  const [attaching, setAttaching] = useState(false);
  return (
    <SectionCard
      title="Attached Products"
      testId="attached-products"
      action={
        rights.attach && (
          <Button size="small" startIcon={<AddLinkIcon />} onClick={() => setAttaching(true)}>
            Attach Product
          </Button>
        )
      }
    >
      <QueryState query={subscriptions} label="attached products">
        {(rows) =>
          rows.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No product attached.
            </Typography>
          ) : (
            <List dense disablePadding>
              {rows.map((s) => (
                <ListItem
                  key={s.id}
                  disableGutters
                  divider
                  data-testid="attached-product"
                  secondaryAction={
                    rights.detach && (
                      <RemoveSubscriptionButton id={s.id} name={s.name ?? 'the product'} onRemoved={refresh} />
                    )
                  }
                >
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={`/product/${encodeURIComponent(s.productId)}/show`}>
                        {s.name ?? s.productId}
                      </Link>
                    }
                    secondary={s.createdAt ? `Attached on ${shownDate(s.createdAt)}` : undefined}
                  />
                </ListItem>
              ))}
            </List>
          )
        }
      </QueryState>
      <AttachProductDialog
        open={attaching}
        landlordId={user.id}
        landlordName={user.name ?? undefined}
        onClose={() => setAttaching(false)}
        onAttached={refresh}
      />
    </SectionCard>
  );
}
