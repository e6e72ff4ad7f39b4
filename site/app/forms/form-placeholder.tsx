import Box from '@mui/material/Box';

import { useT } from '#forms/i18n.tsx';

import { PUBLIC_FORMS } from './public-forms.ts';

/**
 * What stands in for a form until its code arrives: grey field shapes of the form's height, so nothing
 * below moves when the form appears.
 */
export function FormPlaceholder({ slug }: { slug: string }) {
  const t = useT();
  const { height } = PUBLIC_FORMS[slug] ?? { height: { mobile: 400, desktop: 400 } };
  const rows = Math.max(2, Math.floor((height.mobile - 80) / 88));
  return (
    <Box
      role="status"
      aria-label={t('Loading the form')}
      aria-busy="true"
      sx={{
        height: { xs: height.mobile, md: height.desktop },
        overflow: 'hidden',
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        pb: 8,
      }}
    >
      {Array.from({ length: rows }, (_, i) => (
        <Box
          key={i}
          sx={{ height: 56, flex: 'none', borderRadius: 1, border: '1px solid #C9D1DB', bgcolor: '#F6F8FA' }}
        />
      ))}
      <Box
        sx={{ position: 'absolute', left: 0, bottom: 0, height: 42, width: 160, borderRadius: 1, bgcolor: '#DCE3EA' }}
      />
    </Box>
  );
}
