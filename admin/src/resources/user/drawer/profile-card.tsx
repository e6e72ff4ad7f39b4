import { Avatar, Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { useMoney } from '#admin/layout/use-money.ts';
import { type FieldAccess, mayReadField } from '#domain/access/roles.ts';
import { shownDate } from '#domain/format/dates.ts';
import { shownPhone } from '#domain/format/phone.ts';
import { messages } from '#generated/messages.ts';
import userSchema from '#generated/schemas/user.json';

import { useEligibility } from '../eligibility/use-eligibility.ts';
import type { UserRecord } from '../types.ts';
import { isLandlordType, isTenantType, userTypeLabel } from './drawer-tabs.ts';
import { ProfilePictureButton } from './profile-picture-button.tsx';
import type { Viewer } from './use-viewer.ts';
import { VerifiedMark } from './verified-icon.tsx';
import { WalletSection } from './wallet-section.tsx';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

function codeOf(user: UserRecord): { label: string; value: string } {
  if (isTenantType(user.userType) && user.tenantCode) return { label: 'Tenant Code', value: user.tenantCode };
  if (isLandlordType(user.userType) && user.landlordCode) return { label: 'Landlord Code', value: user.landlordCode };
  return { label: 'Code', value: user.tenantCode ?? user.landlordCode ?? messages.users.noCode };
}

function Line({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ width: '100%' }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The drawer's left side (spec 002 §2): avatar, name, e-mail, phone and the tenant or landlord code ('No
 * Code Available'); staff also see the verification marks, maximum bond eligibility and the wallet, and whoever the
 * user schema's x-access lets read it the date of birth.
 */
export function ProfileCard({ user, viewer }: { user: UserRecord; viewer: Viewer }) {
  const money = useMoney();
  const tenant = isTenantType(user.userType);
  const eligibility = useEligibility(user.id, viewer.internal && tenant);
  const code = codeOf(user);
  const name = user.name?.trim();
  const dob = userSchema.properties.dob;
  return (
    <Card variant="outlined" data-testid="profile-card">
      <CardContent>
        <Stack alignItems="center" gap={1.5}>
          <Box sx={{ position: 'relative' }}>
            <Avatar
              src={user.avatar || undefined}
              alt={name ? `${name}'s picture` : ''}
              sx={{ width: 96, height: 96, fontSize: 32, bgcolor: 'primary.main' }}
            >
              {name ? initials(name) : '?'}
            </Avatar>
            {viewer.canEdit && <ProfilePictureButton userId={user.id} />}
          </Box>
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="h6" component="p" data-testid="profile-name">
              {name || messages.users.invitationSent}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {userTypeLabel(user.userType)}
            </Typography>
          </Box>
          <Divider flexItem />
          <Line label="Email">
            {user.email}
            {viewer.internal && <VerifiedMark what="Email" verified={user.isEmailVerified} />}
          </Line>
          <Line label="Phone">
            {shownPhone(user.phone) || '—'}
            {viewer.internal && user.phone && <VerifiedMark what="Phone" verified={user.isPhoneVerified} />}
          </Line>
          <Line label={code.label} testId="profile-code">
            {code.value}
          </Line>
          {viewer.internal && tenant && (
            <Line label="Max Bond Eligibility" testId="profile-max-eligibility">
              {eligibility.data?.maxEligibilityAmount !== undefined
                ? money(eligibility.data.maxEligibilityAmount)
                : '—'}
            </Line>
          )}
          {mayReadField(dob['x-access'] as FieldAccess, viewer.roles) && (
            <Line label={dob.title} testId="profile-dob">
              {shownDate(user.dob) || '—'}
            </Line>
          )}
          {viewer.internal && (
            <>
              <Divider flexItem />
              <WalletSection userId={user.id} canTopUp={viewer.canTopUp} />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
