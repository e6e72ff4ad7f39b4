import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';

import { useT } from '#forms/i18n.tsx';

import { SiteForm } from '../forms/site-form.tsx';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../layout/contact-details.ts';

/** "Get in touch": the landing contact form (schema landing-contact-lead) and the support contacts. */
export function ContactSection() {
  const t = useT();
  return (
    <Box
      component="section"
      id="contactUs"
      aria-labelledby="contactUs-title"
      sx={{ py: { xs: 6, md: 9 }, bgcolor: '#FFFFFF', scrollMarginTop: 68 }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2.5, md: 3 },
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1.3fr' },
        }}
      >
        <div>
          <Box component="h2" id="contactUs-title" sx={{ typography: 'h2', m: 0, color: 'primary.dark' }}>
            {t('Get in touch')}
          </Box>
          <Box component="p" sx={{ mt: 1.5, color: 'text.secondary', fontSize: { xs: 16, md: 18 }, lineHeight: 1.6 }}>
            {t(
              'Questions about rental bonds, a property or a partnership? Leave your details and our team will call you back within one working day.',
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
            <Box component="a" href={SUPPORT_PHONE.href} sx={contactLink}>
              <PhoneIcon aria-hidden /> {SUPPORT_PHONE.display}
            </Box>
            <Box component="a" href={`mailto:${SUPPORT_EMAIL}`} sx={contactLink}>
              <EmailIcon aria-hidden /> {SUPPORT_EMAIL}
            </Box>
          </Box>
        </div>
        <Box sx={{ bgcolor: '#F3F7FB', borderRadius: '16px', p: { xs: 2.5, md: 4 } }}>
          <SiteForm slug="landing-contact-lead" idPrefix="landing-contact" />
        </Box>
      </Box>
    </Box>
  );
}

const contactLink = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1.25,
  color: 'primary.dark',
  fontWeight: 700,
  textDecoration: 'none',
  width: 'fit-content',
  '& svg': { color: 'secondary.main' },
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '3px solid #0F4C81', outlineOffset: 2 },
} as const;
