import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import DataIcon from '@mui/icons-material/Storage';
import { Collapse, List, ListItemIcon, MenuItem, Typography } from '@mui/material';
import { Menu as RaMenu, useSidebarState, useStore } from 'react-admin';

import { adminIcons } from '#generated/admin-icons.ts';

import type { AdminHints, ManifestEntry } from '../schema-resources/resource-meta.ts';

/**
 * The generated resources the specification's menu does not name, in one group below it: collapsed at
 * first, its state kept in the console's store (localStorage) from visit to visit.
 */
export function DataMenuGroup({ entries }: { entries: ManifestEntry[] }) {
  const [expanded, setExpanded] = useStore('menu.data.expanded', false);
  const [open] = useSidebarState();
  if (entries.length === 0) return null;
  return (
    <>
      <MenuItem
        onClick={() => setExpanded(!expanded)}
        aria-expanded={expanded}
        aria-controls="menu-data"
        data-testid="menu-data-toggle"
        sx={{ color: 'text.secondary', mt: 1, borderTop: 1, borderColor: 'divider', pt: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <DataIcon />
        </ListItemIcon>
        {open && (
          <Typography variant="inherit" sx={{ flexGrow: 1 }}>
            Data
          </Typography>
        )}
        {expanded ? (
          <ExpandLess fontSize="small" titleAccess="Collapse" />
        ) : (
          <ExpandMore fontSize="small" titleAccess="Expand" />
        )}
      </MenuItem>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List
          id="menu-data"
          component="div"
          disablePadding
          aria-label="Data"
          sx={open ? { '& .RaMenuItemLink-root': { pl: 3 } } : undefined}
        >
          {entries.map((entry) => {
            const hints = entry['x-admin'] as AdminHints;
            const Icon = hints.icon ? adminIcons[hints.icon as keyof typeof adminIcons] : DataIcon;
            return <RaMenu.Item key={entry.slug} to={`/${entry.slug}`} primaryText={hints.label} leftIcon={<Icon />} />;
          })}
        </List>
      </Collapse>
    </>
  );
}
