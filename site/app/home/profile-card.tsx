import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link } from '@remix-run/react';
import { lazy, Suspense } from 'react';

import type { ProfileChecklist } from '#client/tenant-dashboard.ts';
import { useT } from '#forms/i18n.tsx';
import profileJson from '#generated/schemas/profile.json';

import { Card } from './card.tsx';

/** The Aadhaar dialog's code (its form, the OTP step) is imported only when the item is pending. */
const AadhaarVerifyButton = lazy(() => import('./verification.tsx').then((m) => ({ default: m.AadhaarVerifyButton })));

/** The button as it looks, inert while its code arrives (the card keeps its height). */
function WaitingButton() {
  const t = useT();
  return (
    <Button size="small" variant="outlined" disabled>
      {t('VERIFY')}
    </Button>
  );
}

/** Each checklist item by the title the profile schema gives its field ('Aadhaar Verified'). */
const titleOf = (field: string): string =>
  (profileJson.properties as Record<string, { title?: string }>)[field]?.title ?? field;

/** Profile completion (spec 001 §2): 95% with one item pending, 90% with more; each item done or pending. */
export function ProfileCard({ profile }: { profile: ProfileChecklist }) {
  const t = useT();
  return (
    <Card title={t('Profile Completion')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <LinearProgress
          variant="determinate"
          value={profile.percent}
          aria-label={t('Profile completion')}
          sx={{ flex: 1, height: 10, borderRadius: 5 }}
        />
        <Typography component="span" sx={{ fontWeight: 700, minWidth: 110, textAlign: 'right' }}>
          {t('{percent}% complete', { percent: profile.percent })}
        </Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {profile.items.map((item) => (
          <Box component="li" key={item.key} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Box
              aria-hidden
              sx={{
                width: 22,
                height: 22,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontSize: 14,
                fontWeight: 700,
                color: '#fff',
                bgcolor: item.done ? 'success.main' : 'grey.500',
              }}
            >
              {item.done ? '✓' : '!'}
            </Box>
            <Box component="span" sx={{ flex: 1 }}>
              {t(titleOf(item.key))}: <strong>{item.done ? t('done') : t('pending')}</strong>
            </Box>
            {item.key === 'isAdhaarVerified' && !item.done && (
              <Suspense fallback={<WaitingButton />}>
                <AadhaarVerifyButton />
              </Suspense>
            )}
          </Box>
        ))}
      </Box>
      <Button component={Link} to="/home/profile" variant="outlined" sx={{ mt: 2.5 }}>
        {t('Edit profile')}
      </Button>
    </Card>
  );
}
