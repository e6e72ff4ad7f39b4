import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from '@remix-run/react';

import { useT } from '#forms/i18n.tsx';

/**
 * What a visitor without a lead session sees (no stored lead, or the API said 401): the share-details and
 * phone-code flow (site/app/visitor/registration.tsx), and the way to the properties.
 */
export function SignInPrompt({
  propertiesHref,
  onShareDetails,
}: {
  propertiesHref: string;
  onShareDetails: () => void;
}) {
  const t = useT();
  return (
    <Box data-testid="sign-in-prompt" sx={{ maxWidth: 600, mx: 'auto', textAlign: 'center', py: { xs: 4, md: 8 } }}>
      <Box
        sx={{
          width: 64,
          height: 64,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          bgcolor: 'primary.light',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <LockOutlinedIcon aria-hidden="true" sx={{ color: 'primary.main', fontSize: 32 }} />
      </Box>
      <Box component="h1" sx={{ fontSize: 'clamp(1.5rem, 4vw, 2rem)', fontWeight: 800, mt: 0, mb: 1.5 }}>
        {t('Share your details to see your account')}
      </Box>
      <Box component="p" sx={{ color: 'text.secondary', mt: 0, mb: 1.5, lineHeight: 1.6 }}>
        {t(
          'Your account keeps the properties you shortlist, the visits you schedule and your profile. You are not signed in on this browser, or your session has ended.',
        )}
      </Box>
      <Box component="p" sx={{ color: 'text.secondary', mt: 0, mb: 3, lineHeight: 1.6 }}>
        {t(
          'Share your name, e-mail and phone here, or while shortlisting a property or booking a visit, and enter the code we send to your phone: you are signed in.',
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" onClick={onShareDetails}>
          {t('Share your details')}
        </Button>
        <Button component={Link} to={propertiesHref} variant="outlined" size="large">
          {t('Browse properties')}
        </Button>
      </Box>
    </Box>
  );
}
