import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';

import { OFFICE, SOCIAL_LINKS, SUPPORT_EMAIL, SUPPORT_PHONE } from './contact-details.ts';
import { Logo } from './logo.tsx';

const ICONS = {
  linkedin: LinkedInIcon,
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  x: XIcon,
  youtube: YouTubeIcon,
};

const EXPLORE = [
  { label: msg('Tenants'), to: '/tenants' },
  { label: msg('Properties'), to: '/properties' },
  { label: msg('For Corporates'), to: '/corporates' },
  { label: msg('Become a Partner'), to: '/partners' },
  { label: msg('Co-living Rooms'), to: '/nivaascolivingrooms' },
];
const HELP = [
  { label: msg('FAQs'), to: '/faqs' },
  { label: msg('Contact Us'), to: '/contactus' },
  { label: msg('Claim Service Levels'), to: '/service-levels' },
];
const POLICIES = [
  { label: msg('Privacy Policy'), to: '/privacy' },
  { label: msg('Terms of Use'), to: '/terms' },
  { label: msg('Cancellation Policy'), to: '/cancellationpolicy' },
];

const linkSx = {
  color: '#FFFFFF',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid #FFD2B3', outlineOffset: 2 },
};

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Box
        component="h2"
        sx={{
          fontSize: 14,
          fontWeight: 800,
          letterSpacing: '.08em',
          textTransform: 'uppercase',
          color: '#FFD2B3',
          m: 0,
          mb: 1.5,
        }}
      >
        {title}
      </Box>
      {children}
    </div>
  );
}

function LinkList({ links }: { links: { label: string; to: string }[] }) {
  const t = useT();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {links.map((l) => (
        <li key={l.to}>
          <Box component={Link} to={l.to} sx={linkSx}>
            {t(l.label)}
          </Box>
        </li>
      ))}
    </Box>
  );
}

/**
 * The footer of every public page (spec 000 §1): Mumbai office, support phone and mailbox, social and policy links, ©
 * the current year (the server's, kept as rendered).
 */
export function Footer() {
  const t = useT();
  return (
    <Box component="footer" sx={{ bgcolor: '#0A3559', color: '#E6EEF6', mt: 'auto' }}>
      <Box
        sx={{
          maxWidth: 1280,
          mx: 'auto',
          px: { xs: 2.5, md: 3 },
          pt: { xs: 5, md: 7 },
          pb: 4,
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1.3fr 1.6fr 1fr 0.8fr 1fr' },
        }}
      >
        <div>
          <Logo variant="light" height={34} />
          <Box component="p" sx={{ mt: 2, mb: 2.5, lineHeight: 1.6, maxWidth: 320 }}>
            {t(
              'Rent without a security deposit. Nivaas rental bonds guarantee your landlord, so your savings stay with you.',
            )}
          </Box>
          <Box
            component="ul"
            aria-label={t('Social media')}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1 }}
          >
            {SOCIAL_LINKS.map((s) => {
              const Icon = ICONS[s.icon];
              return (
                <li key={s.icon}>
                  <Box
                    component="a"
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('{name} (opens in a new window)', { name: t(s.label) })}
                    sx={{
                      width: 40,
                      height: 40,
                      display: 'grid',
                      placeItems: 'center',
                      borderRadius: '50%',
                      bgcolor: 'rgba(255,255,255,.12)',
                      color: '#FFFFFF',
                      '&:hover': { bgcolor: 'rgba(255,255,255,.24)' },
                      '&:focus-visible': { outline: '2px solid #FFD2B3', outlineOffset: 2 },
                    }}
                  >
                    <Icon sx={{ fontSize: 20 }} />
                  </Box>
                </li>
              );
            })}
          </Box>
        </div>
        <Column title={t('Corporate office')}>
          <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.7, display: 'grid', gap: 1.25 }}>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <LocationOnIcon sx={{ fontSize: 20, mt: 0.25, color: '#FFD2B3' }} aria-hidden />
              <span>
                {OFFICE.name}
                {OFFICE.lines.map((line) => (
                  <span key={line}>
                    <br />
                    {line}
                  </span>
                ))}
              </span>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <PhoneIcon sx={{ fontSize: 20, color: '#FFD2B3' }} aria-hidden />
              <Box component="a" href={SUPPORT_PHONE.href} sx={linkSx}>
                {SUPPORT_PHONE.display}
              </Box>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <EmailIcon sx={{ fontSize: 20, color: '#FFD2B3' }} aria-hidden />
              <Box component="a" href={`mailto:${SUPPORT_EMAIL}`} sx={linkSx}>
                {SUPPORT_EMAIL}
              </Box>
            </Box>
          </Box>
        </Column>
        <Column title={t('Explore')}>
          <LinkList links={EXPLORE} />
        </Column>
        <Column title={t('Help')}>
          <LinkList links={HELP} />
        </Column>
        <Column title={t('Policies')}>
          <LinkList links={POLICIES} />
        </Column>
      </Box>
      <Box sx={{ borderTop: '1px solid rgba(255,255,255,.15)' }}>
        <Box
          sx={{
            maxWidth: 1280,
            mx: 'auto',
            px: { xs: 2.5, md: 3 },
            py: 2.5,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: 'space-between',
            fontSize: 14,
          }}
        >
          <span suppressHydrationWarning>
            © {new Date().getFullYear()} Nivaas. {t('All rights reserved.')}
          </span>
          <span>{t('Rental bonds are issued in India to tenants of Nivaas partner properties.')}</span>
        </Box>
      </Box>
    </Box>
  );
}
