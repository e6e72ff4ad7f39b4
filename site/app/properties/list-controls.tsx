import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

/** The property list's controls: a labelled row of tabs, one tab link, a grid/list view toggle, an empty-state message. */
export function TabRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        py: 1,
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 0 },
        scrollbarWidth: 'thin',
      }}
    >
      {children}
    </Box>
  );
}

export function Tab({
  to,
  selected,
  children,
  onClick,
  big,
}: {
  to: string;
  selected: boolean;
  children: ReactNode;
  onClick?: () => void;
  big?: boolean;
}) {
  return (
    <Box
      component={Link}
      to={to}
      preventScrollReset
      onClick={onClick}
      aria-current={selected ? 'true' : undefined}
      sx={{
        flex: '0 0 auto',
        px: big ? 2.5 : 2,
        py: big ? 1.25 : 0.75,
        borderRadius: 99,
        border: '1px solid',
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'primary.main' : 'background.paper',
        color: selected ? '#fff' : 'text.primary',
        fontWeight: big ? 700 : 600,
        fontSize: big ? 16 : 14,
        textDecoration: 'none',
        whiteSpace: 'nowrap',
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </Box>
  );
}

export function ViewButton({
  label,
  pressed,
  onClick,
  icon,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
  icon: ReactNode;
}) {
  return (
    <Button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      aria-label={label}
      variant={pressed ? 'contained' : 'outlined'}
      size="small"
      sx={{ minWidth: 40, gap: 0.75, px: { xs: 1, sm: 1.5 }, '& .label': { display: { xs: 'none', sm: 'inline' } } }}
    >
      {icon}
      <span className="label">{label.replace(' view', '')}</span>
    </Button>
  );
}

export function Message({ children }: { children: ReactNode }) {
  return (
    <Box
      component="p"
      role="status"
      sx={{
        textAlign: 'center',
        fontSize: { xs: '1.25rem', md: '1.5rem' },
        fontWeight: 700,
        color: 'text.secondary',
        py: { xs: 6, md: 10 },
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}
