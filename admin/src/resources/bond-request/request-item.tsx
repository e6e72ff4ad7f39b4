import MailIcon from '@mui/icons-material/MailOutline';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import { Avatar, Box, Chip, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { shownDate } from '#domain/format/dates.ts';
import { shownPhone } from '#domain/format/phone.ts';

import { DecisionActions } from './decision-actions.tsx';
import { focusedSx, useFocusedRequest, useScrollIntoView } from './focused-request.ts';
import { RequestFacts } from './request-facts.tsx';
import type { BondRequestRow } from './types.ts';

/**
 * One request of a property's list: the tenant (name, phone, e-mail), the date (DD/MM/YYYY) and occurrence, its details
 * (its kind's, then any field of the bond-request schema its layout does not place yet) and actions (the landlord's
 * Approve and Reject unless `actions` says otherwise).
 */
export function RequestItem({
  request,
  children,
  actions,
}: {
  request: BondRequestRow;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const tenant = request.userdata;
  const name = tenant?.name ?? 'Tenant';
  const focused = useFocusedRequest().request === request.id;
  const ref = useScrollIntoView<HTMLLIElement>(focused);
  return (
    <Box
      component="li"
      ref={ref}
      aria-current={focused || undefined}
      data-testid="request-item"
      data-request-id={request.id}
      sx={{
        listStyle: 'none',
        py: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
        ...(focused ? { ...focusedSx, px: 1.5 } : {}),
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        gap={2}
        sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" gap={1.5} sx={{ minWidth: 0 }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 40, height: 40 }} aria-hidden>
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {name}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 0.5 }}>
              {tenant?.phone && (
                <Link
                  href={`tel:+${tenant.phone}`}
                  underline="hover"
                  variant="body2"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  <PhoneIcon fontSize="inherit" aria-hidden />
                  {shownPhone(tenant.phone)}
                </Link>
              )}
              {tenant?.email && (
                <Link
                  href={`mailto:${tenant.email}`}
                  underline="hover"
                  variant="body2"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
                >
                  <MailIcon fontSize="inherit" aria-hidden />
                  {tenant.email}
                </Link>
              )}
            </Stack>
            <Stack direction="row" gap={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="caption" color="text.secondary">
                Requested on {shownDate(request.createdAt)}
              </Typography>
              <Chip size="small" variant="outlined" label={`Occurrence: ${request.occurrence}`} />
            </Stack>
          </Box>
        </Stack>
        {actions === undefined ? <DecisionActions request={request} /> : actions}
      </Stack>
      <Stack gap={1.5} sx={{ mt: 2, pl: { sm: 6.5 }, '&:empty': { display: 'none' } }}>
        {children}
        <RequestFacts request={request} group="more" testId="request-more-facts" />
      </Stack>
    </Box>
  );
}
