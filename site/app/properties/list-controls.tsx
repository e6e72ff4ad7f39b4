import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

/**
 * A row of tabs, styled once on the row (its tabs are plain links): a phone resolves one style rule set for the
 * eight tabs of the list page, not one each.
 */
const TAB_ROW_SX = {
  display: 'flex',
  gap: 1,
  overflowX: 'auto',
  py: 1,
  mx: { xs: -2, sm: 0 },
  px: { xs: 2, sm: 0 },
  scrollbarWidth: 'thin',
  '& > a': {
    flex: '0 0 auto',
    px: 2,
    py: 0.75,
    borderRadius: 99,
    border: '1px solid',
    borderColor: 'divider',
    bgcolor: 'background.paper',
    color: 'text.primary',
    fontWeight: 600,
    fontSize: 14,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  },
  '& > a.big': { px: 2.5, py: 1.25, fontWeight: 700, fontSize: 16 },
  '& > a[aria-current="true"]': { borderColor: 'primary.main', bgcolor: 'primary.main', color: '#fff' },
  '& > a:hover': { borderColor: 'primary.main' },
  '& > a:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
} as const;

/** The property list's controls: a labelled row of tabs, one tab link, a grid/list view toggle, an empty-state message. */
export function TabRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="nav" aria-label={label} sx={TAB_ROW_SX}>
      {children}
    </Box>
  );
}

/** One tab of a TabRow (styled by the row). */
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
    <Link
      to={to}
      preventScrollReset
      onClick={onClick}
      aria-current={selected ? 'true' : undefined}
      className={big ? 'big' : undefined}
    >
      {children}
    </Link>
  );
}

export function ViewButton({
  label,
  short,
  pressed,
  onClick,
  icon,
}: {
  label: string;
  /** The word shown beside the icon from 600 px up ("Grid"); the label names the button. */
  short: string;
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
      <span className="label">{short}</span>
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
