import Box from '@mui/material/Box';
import { Link } from '@remix-run/react';

import { Logo } from '../layout/logo.tsx';

/** The college page's own top bar (spec 000 §2): the logo, home; and a way on to the whole property search. */
export function CollegeTopBar() {
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
          gap: 2,
        }}
      >
        <Box
          component={Link}
          to="/"
          aria-label="Nivaas home"
          sx={{
            display: 'block',
            borderRadius: 1,
            '&:focus-visible': { outline: '3px solid #0F4C81', outlineOffset: 3 },
          }}
        >
          <Logo variant="colour" height={34} />
        </Box>
        <Box
          component={Link}
          to="/properties"
          sx={{
            color: 'primary.main',
            fontWeight: 700,
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
            '&:focus-visible': { outline: '3px solid #0F4C81', outlineOffset: 2, borderRadius: 0.5 },
          }}
        >
          All properties
        </Box>
      </Box>
    </Box>
  );
}
