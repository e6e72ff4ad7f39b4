import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { TenantDashboard } from '#client/tenant-dashboard.ts';
import { shownDate } from '#domain/format/dates.ts';
import { useT } from '#forms/i18n.tsx';

import { Card } from './card.tsx';

/** The consent history (spec 001 §2): each consent given, newest first, with its date and text. */
export function ConsentTimeline({ consents }: { consents: TenantDashboard['consents'] }) {
  const t = useT();
  return (
    <Card title={t('Consent History')}>
      {consents.length === 0 ? (
        <Typography component="p" sx={{ color: 'text.secondary' }}>
          {t('You have not given any consent yet.')}
        </Typography>
      ) : (
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            borderLeft: 2,
            borderColor: 'primary.light',
            pl: 2.5,
            display: 'grid',
            gap: 2,
          }}
        >
          {consents.map((c) => (
            <Box
              component="li"
              key={c.id}
              sx={{
                position: 'relative',
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  left: -27,
                  top: 6,
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                },
              }}
            >
              <Typography component="p" sx={{ fontWeight: 700 }}>
                {c.name}{' '}
                <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                  · {shownDate(c.createdAt) || '—'}
                </Box>
              </Typography>
              <Typography component="p" sx={{ color: 'text.secondary', fontSize: 14 }}>
                {c.text}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
