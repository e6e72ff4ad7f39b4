import { Box, Divider, ListSubheader } from '@mui/material';
import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import PeopleIcon from '@mui/icons-material/People';
import TenantsIcon from '@mui/icons-material/PersonSearch';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import GavelIcon from '@mui/icons-material/Gavel';
import InventoryIcon from '@mui/icons-material/Inventory2';
import SettingsIcon from '@mui/icons-material/Settings';
import RuleIcon from '@mui/icons-material/Rule';
import RequestsIcon from '@mui/icons-material/MarkEmailUnread';
import ActivityIcon from '@mui/icons-material/History';
import LaunchIcon from '@mui/icons-material/Launch';
import { Menu as RaMenu, useSidebarState } from 'react-admin';
import { adminIcons } from '#generated/admin-icons.ts';
import { openRulesPortal } from './rules-portal';
import { adminEntries, type AdminHints } from '../schema-resources/resource-meta';
import { useConsoleConfig } from './console-config';

/** The menu's fixed entries (document 002 §2), each shown when /users/config lists its module. */
const PRIMARY = [
  { module: 'users', to: '/home/users', label: 'Users', icon: <PeopleIcon /> },
  { module: 'tenants', to: '/home/users?type=tenant', label: 'Tenants', icon: <TenantsIcon /> },
  { module: 'properties', to: '/property', label: 'Properties', icon: <HomeWorkIcon /> },
  { module: 'claims', to: '/home/claims', label: 'Claim', icon: <GavelIcon /> },
  { module: 'bondRequests', to: '/home/requests', label: 'Bond Requests', icon: <RequestsIcon /> },
  { module: 'products', to: '/product', label: 'Product Management', icon: <InventoryIcon /> },
  { module: 'audit', to: '/home/activity', label: 'Activity', icon: <ActivityIcon /> },
  { module: 'settings', to: '/home/settings', label: 'Settings', icon: <SettingsIcon /> },
];
const byModule = (module: string) => PRIMARY.find((p) => p.module === module)!;

/** A landlord's menu (issue 17, 001 §2): Dashboard, Properties, Requests, Tenants, Claims, Settings. */
const LANDLORD = [
  byModule('properties'),
  { ...byModule('bondRequests'), label: 'Requests' },
  byModule('tenants'),
  { ...byModule('claims'), label: 'Claims' },
  byModule('settings'),
];

/** Staff-only entries: the products, the audit trail and the bond requests' cards (002 §2 Bond requests). */
const STAFF_ONLY = new Set(['products', 'audit', 'bondRequests']);

/** The fixed entries for the caller's account type; partners and staff follow 002 §2's order. */
function primaryEntries(type: string | undefined) {
  if (type === 'landlord') return LANDLORD;
  return type === 'employee' ? PRIMARY : PRIMARY.filter((p) => !STAFF_ONLY.has(p.module));
}
/** Generated resources the fixed entries already reach (the bond requests through their cards). */
const LINKED = new Set(['property', 'claim', 'product', 'user', 'bond-request']);

export function Menu() {
  const { data: config } = useConsoleConfig();
  const [open] = useSidebarState();
  const modules = new Set(config?.modules.map((m) => m.module) ?? []);
  const staff = config?.type === 'employee';
  const groups = new Map<string, typeof adminEntries>();
  if (staff) {
    for (const entry of adminEntries) {
      const hints = entry['x-admin'] as AdminHints;
      const module = entry['x-permissions']?.module;
      if (hints.hidden || LINKED.has(entry.slug) || !modules.has(module)) continue;
      const group = hints.group ?? 'Records';
      groups.set(group, [...(groups.get(group) ?? []), entry]);
    }
  }
  return (
    <RaMenu>
      <RaMenu.Item to="/home/dashboard" primaryText="Dashboard" leftIcon={<DashboardIcon />} />
      {primaryEntries(config?.type).filter((p) => modules.has(p.module)).map((p) => (
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
      {[...groups].map(([group, entries]) => (
        <div key={group}>
          <Divider sx={{ my: 1 }} />
          {open && <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px' }}>{group}</ListSubheader>}
          {entries.map((entry) => {
            const hints = entry['x-admin'] as AdminHints;
            const Icon = hints.icon ? adminIcons[hints.icon as keyof typeof adminIcons] : undefined;
            return <RaMenu.Item key={entry.slug} to={`/${entry.slug}`} primaryText={hints.label} leftIcon={Icon ? <Icon /> : undefined} />;
          })}
        </div>
      ))}
    </RaMenu>
  );
}
