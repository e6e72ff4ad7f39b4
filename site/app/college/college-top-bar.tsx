import Box from '@mui/material/Box';
import { Link } from '@remix-run/react';

import { useT } from '#forms/i18n.tsx';
import { LanguageSwitcher } from '#site/i18n/language-switcher.tsx';

import { Logo } from '../layout/logo.tsx';

/** The college page's own top bar (spec 000 §2): the logo, home; the language switcher; and a way on to the whole property search. */
export function CollegeTopBar() {
  const t = useT();
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1100,
        bgcolor: '#FFFFFF',
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          maxWidth: 1280,
          mx: 'auto',
          px: { xs: 2, md: 3 },
          height: { xs: 60, md: 68 },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: { xs: 1, md: 2 },
        }}
      >
        <Box
          component={Link}
          to="/"
          aria-label={t('Nivaas home')}
          sx={{
            display: 'block',
            flexShrink: 0,
            borderRadius: 1,
            '&:focus-visible': { outline: '3px solid #0F4C81', outlineOffset: 3 },
          }}
        >
          <Logo variant="colour" height={34} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, md: 2 }, minWidth: 0 }}>
          <LanguageSwitcher color="primary" />
          <Box
            component={Link}
            to="/properties"
            sx={{
              color: 'primary.main',
              fontWeight: 700,
              whiteSpace: 'nowrap',
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
              '&:focus-visible': { outline: '3px solid #0F4C81', outlineOffset: 2, borderRadius: 0.5 },
            }}
          >
            {t('All properties')}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
