import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { useT } from '#forms/i18n.tsx';

import { OFFICE, SUPPORT_EMAIL, SUPPORT_PHONE } from '../layout/contact-details.ts';

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={{
          flex: 'none',
          width: 44,
          height: 44,
          borderRadius: '50%',
          bgcolor: 'primary.light',
          color: 'primary.main',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {icon}
      </Box>
      <Box>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 0.5 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

/** The provider's postal address, support phone and support mailbox (spec 000 §2 Contact page). */
export function ContactInfo() {
  const t = useT();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Item icon={<LocationOnOutlinedIcon />} title={t('Visit us')}>
        <Box component="address" sx={{ fontStyle: 'normal', color: 'text.secondary', lineHeight: 1.6 }}>
          {OFFICE.name}
          {OFFICE.lines.map((line) => (
            <Box key={line} component="span" sx={{ display: 'block' }}>
              {line}
            </Box>
          ))}
        </Box>
      </Item>
      <Item icon={<PhoneOutlinedIcon />} title={t('Call us')}>
        <Link href={SUPPORT_PHONE.href} sx={{ fontWeight: 600 }}>
          {SUPPORT_PHONE.display}
        </Link>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
          {t('Monday to Saturday, 9:30 am to 7:00 pm IST')}
        </Typography>
      </Item>
      <Item icon={<MailOutlineIcon />} title={t('Write to us')}>
        <Link href={`mailto:${SUPPORT_EMAIL}`} sx={{ fontWeight: 600 }}>
          {SUPPORT_EMAIL}
        </Link>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
          {t('We answer every message within one working day.')}
        </Typography>
      </Item>
    </Box>
  );
}
