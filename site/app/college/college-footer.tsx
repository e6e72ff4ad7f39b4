import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';

import { useT } from '#forms/i18n.tsx';

import { OFFICE, SUPPORT_PHONE } from '../layout/contact-details.ts';

const linkSx = {
  color: '#FFFFFF',
  fontWeight: 700,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid #FFD2B3', outlineOffset: 2 },
};

/** The college page's footer (spec 000 §1, §2): the support phone line and the copyright of the current year. */
export function CollegeFooter({ year }: { year: number }) {
  const t = useT();
  return (
    <Box component="footer" sx={{ mt: 'auto', bgcolor: '#0A3559', color: '#E6EEF6' }}>
      <Box
        sx={{
          maxWidth: 1280,
          mx: 'auto',
          px: { xs: 2, md: 3 },
          py: 3,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          fontSize: 14,
        }}
      >
        <Box component="p" data-testid="college-support" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
          <PhoneIcon aria-hidden="true" sx={{ fontSize: 18, color: '#FFD2B3' }} />
          <span>
            {t('Questions about a property? Call us on')}{' '}
            <Box component="a" href={SUPPORT_PHONE.href} sx={linkSx}>
              {SUPPORT_PHONE.display}
            </Box>
          </span>
        </Box>
        <Box component="p" data-testid="college-copyright" sx={{ m: 0 }}>
          © {year} {OFFICE.name} {t('All rights reserved.')}
        </Box>
      </Box>
    </Box>
  );
}
