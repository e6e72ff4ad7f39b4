import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

import { useT } from '#forms/i18n.tsx';

import { srOnly } from './styles.ts';

const bar = (width: string | number, height: number, extra: object = {}) => ({
  width,
  height,
  borderRadius: 1,
  bgcolor: 'grey.200',
  animation: 'nv-pulse 1.4s ease-in-out infinite',
  '@keyframes nv-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  ...extra,
});

/** The details page's layout in grey while a property loads (spec 000 §8: a skeleton placeholder). */
export function DetailsSkeleton() {
  const t = useT();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }} data-testid="details-skeleton" aria-busy="true">
      <Box component="p" role="status" sx={srOnly}>
        {t('Loading the property…')}
      </Box>
      <Box sx={bar(260, 18, { mb: 3 })} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(300px, 1fr)' },
        }}
      >
        <div>
          <Box sx={bar('100%', 0, { aspectRatio: { xs: '4 / 3', md: '16 / 9' }, height: 'auto', borderRadius: 2 })} />
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            {[0, 1, 2, 3].map((i) => (
              <Box key={i} sx={bar(80, 60)} />
            ))}
          </Box>
          <Box sx={bar('70%', 36, { mt: 3 })} />
          <Box sx={bar('90%', 18, { mt: 1.5 })} />
          <Box sx={bar('40%', 28, { mt: 2 })} />
          <Box sx={{ display: 'flex', gap: 2, mt: 3 }}>
            {[0, 1, 2].map((i) => (
              <Box key={i} sx={bar(110, 56)} />
            ))}
          </Box>
        </div>
        <Box sx={bar('100%', 420, { borderRadius: 2 })} />
      </Box>
    </Container>
  );
}
