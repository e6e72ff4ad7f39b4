import GavelIcon from '@mui/icons-material/Gavel';
import ActivityIcon from '@mui/icons-material/History';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LaunchIcon from '@mui/icons-material/Launch';
import RequestsIcon from '@mui/icons-material/MarkEmailUnread';
import PeopleIcon from '@mui/icons-material/People';
import TenantsIcon from '@mui/icons-material/PersonSearch';
import RuleIcon from '@mui/icons-material/Rule';
import SettingsIcon from '@mui/icons-material/Settings';
import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import { Box } from '@mui/material';
import { Menu as RaMenu, useSidebarState } from 'react-admin';

import { adminEntries, type AdminHints } from '../schema-resources/resource-meta.ts';
import { useConsoleConfig } from './console-config.ts';
import { DataMenuGroup } from './data-menu-group.tsx';
import { openRulesPortal } from './rules-portal.ts';

/**
 * The specification's menu (spec 002 §2: Dashboard, Users, Tenants, Properties, Claims, Product Management,
 * Settings, Underwriting rule engine), each entry shown when /users/config lists its module.
 */
const PRIMARY = [
  { module: 'users', to: '/home/users', label: 'Users', icon: <PeopleIcon /> },
  { module: 'tenants', to: '/home/users?type=tenant', label: 'Tenants', icon: <TenantsIcon /> },
  { module: 'properties', to: '/property', label: 'Properties', icon: <HomeWorkIcon /> },
  { module: 'claims', to: '/home/claims', label: 'Claims', icon: <GavelIcon /> },
  { module: 'products', to: '/product', label: 'Product Management', icon: <InventoryIcon /> },
  { module: 'settings', to: '/home/settings', label: 'Settings', icon: <SettingsIcon /> },
];
/** Staff's screens beyond the specification's menu, after it: the bond requests' cards and the audit trail. */
const STAFF_EXTRA = [
  { module: 'bondRequests', to: '/home/requests', label: 'Bond Requests', icon: <RequestsIcon /> },
  { module: 'audit', to: '/home/activity', label: 'Activity', icon: <ActivityIcon /> },
];
const byModule = (module: string) => [...PRIMARY, ...STAFF_EXTRA].find((p) => p.module === module)!;

/** A landlord's menu (issue 17, spec 001 §2): Dashboard, Properties, Requests, Tenants, Claims, Settings. */
const LANDLORD = [
  byModule('properties'),
  { ...byModule('bondRequests'), label: 'Requests' },
  byModule('tenants'),
  byModule('claims'),
  byModule('settings'),
];

/** Staff-only entries: Product Management (spec 002 §2). */
const STAFF_ONLY = new Set(['products']);

/** The fixed entries for the caller's account type; partners and staff keep the spec's menu order (spec 002 §2). */
function primaryEntries(type: string | undefined) {
  if (type === 'landlord') return LANDLORD;
  return type === 'employee' ? PRIMARY : PRIMARY.filter((p) => !STAFF_ONLY.has(p.module));
}
/** Generated resources the fixed entries already reach (the bond requests through their cards). */
const LINKED = new Set(['property', 'claim', 'product', 'user', 'bond-request']);

/** Generated resources for the Data group: the ones the viewer's modules may read, by label. */
function dataEntries(modules: Set<string>) {
  return adminEntries
    .filter((entry) => {
      const hints = entry['x-admin'] as AdminHints;
      return !hints.hidden && !LINKED.has(entry.slug) && modules.has(entry['x-permissions']?.module);
    })
    .sort((a, b) => (a['x-admin'] as AdminHints).label.localeCompare((b['x-admin'] as AdminHints).label));
}

/** Long labels wrap rather than end in "…" while the menu is open. */
const WRAP = { '& .RaMenuItemLink-root .MuiTypography-noWrap': { whiteSpace: 'normal', lineHeight: 1.3 } };

export function Menu() {
  const { data: config } = useConsoleConfig();
  const [open] = useSidebarState();
  const modules = new Set(config?.modules.map((m) => m.module) ?? []);
  const staff = config?.type === 'employee';
  return (
    <RaMenu sx={open ? WRAP : undefined} data-testid="console-menu">
      <RaMenu.Item to="/home/dashboard" primaryText="Dashboard" leftIcon={<DashboardIcon />} />
      {primaryEntries(config?.type)
        .filter((p) => modules.has(p.module))
        .map((p) => (
          <RaMenu.Item key={p.to} to={p.to} primaryText={p.label} leftIcon={p.icon} />
        ))}
      {staff && config?.rulesPortalUrl && (
        <RaMenu.Item
          to="#"
          primaryText={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              Underwriting rule engine
              <LaunchIcon sx={{ fontSize: 14 }} titleAccess="opens in a new tab" />
            </Box>
          }
          leftIcon={<RuleIcon />}
          onClick={(e: React.MouseEvent) => {
            e.preventDefault();
            openRulesPortal(config.rulesPortalUrl!);
          }}
        />
      )}
      {staff &&
        STAFF_EXTRA.filter((p) => modules.has(p.module)).map((p) => (
          <RaMenu.Item key={p.to} to={p.to} primaryText={p.label} leftIcon={p.icon} />
        ))}
      {staff && <DataMenuGroup entries={dataEntries(modules)} />}
    </RaMenu>
  );
}
