import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { NavLink } from '@remix-run/react';
import type { ReactNode } from 'react';

import { useT } from '#forms/i18n.tsx';
import { LanguageSwitcher } from '#site/i18n/language-switcher.tsx';

import { Logo } from './logo.tsx';
import type { MenuEntry } from './menu-config.ts';
import { NewWindowHint, plainButton } from './ui.tsx';

/**
 * The menu at 768 px or less (spec 000 §2 Header): a drawer from the left with every entry, dropdown groups spelled
 * out.
 */
export default function MobileDrawer({
  open,
  onClose,
  entries,
  account,
}: {
  open: boolean;
  onClose: () => void;
  entries: MenuEntry[];
  account: ReactNode;
}) {
  const t = useT();
  const link = (entry: Exclude<MenuEntry, { kind: 'dropdown' }>, nested = false) => {
    const sx = {
      display: 'block',
      py: 1.25,
      px: nested ? 3 : 2,
      color: '#0A3559',
      fontWeight: nested ? 500 : 700,
      fontSize: nested ? 15 : 16,
      textDecoration: 'none',
      borderRadius: 1,
      '&:hover, &:focus-visible': { bgcolor: 'primary.light' },
      '&[aria-current=page]': { bgcolor: 'primary.light', color: 'primary.main' },
    };
    return entry.kind === 'external' ? (
      <Box component="a" href={entry.href} target="_blank" rel="noopener noreferrer" onClick={onClose} sx={sx}>
        {t(entry.label)}
        <NewWindowHint />
      </Box>
    ) : (
      <Box component={NavLink} to={entry.to} onClick={onClose} sx={sx}>
        {t(entry.label)}
      </Box>
    );
  };
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(85vw, 320px)' } } }}>
      <Box component="nav" aria-label={t('Main menu')} sx={{ p: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, pl: 1 }}>
          <Logo variant="colour" height={30} />
          <Box
            component="button"
            type="button"
            aria-label={t('Close menu')}
            onClick={onClose}
            sx={{
              ...plainButton,
              width: 44,
              height: 44,
              display: 'grid',
              placeItems: 'center',
              borderRadius: '50%',
              color: '#0A3559',
              '&:focus-visible': { outline: '3px solid #0F4C81' },
            }}
          >
            <CloseIcon />
          </Box>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry) =>
            entry.kind === 'dropdown' ? (
              <li key={entry.label}>
                <Box
                  component="p"
                  sx={{
                    m: 0,
                    mt: 1.5,
                    px: 2,
                    py: 0.5,
                    fontSize: 12,
                    fontWeight: 700,
                    letterSpacing: '.08em',
                    textTransform: 'uppercase',
                    color: 'text.secondary',
                  }}
                >
                  {t(entry.label)}
                </Box>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {entry.groups
                    .flatMap((g) => g.links)
                    .map((sub) => (
                      <li key={sub.label}>{link(sub, true)}</li>
                    ))}
                </Box>
              </li>
            ) : (
              <li key={entry.label}>{link(entry)}</li>
            ),
          )}
        </Box>
        <Box sx={{ mt: 2, px: 2 }}>{account}</Box>
        <Box sx={{ mt: 1.5, px: 1 }}>
          <LanguageSwitcher color="primary" />
        </Box>
      </Box>
    </Drawer>
  );
}
