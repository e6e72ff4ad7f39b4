import { NavLink, useLocation } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';

import { useT } from '#forms/i18n.tsx';

import { ExpandMoreIcon } from './icons.tsx';
import type { MenuEntry, MenuGroup } from './menu-config.ts';
import { NewWindowHint } from './ui.tsx';

/** One entry of the header's menu: a link of the site, or an external one that opens a new window. */
export function MenuLink({ entry }: { entry: Exclude<MenuEntry, { kind: 'dropdown' }> }) {
  const t = useT();
  if (entry.kind === 'external') {
    return (
      <a className="nav-link" href={entry.href} target="_blank" rel="noopener noreferrer">
        {t(entry.label)}
        <NewWindowHint />
      </a>
    );
  }
  return (
    <NavLink className="nav-link" to={entry.to} prefetch="intent">
      {t(entry.label)}
    </NavLink>
  );
}

/**
 * A menu entry with grouped sub-links: a disclosure button and a panel (Escape, a click outside or leaving it closes
 * it). `alignEnd`: the last entry's panel opens leftwards at medium widths, inside the window.
 */
export function NavDropdown({
  entry,
  alignEnd,
}: {
  entry: Extract<MenuEntry, { kind: 'dropdown' }>;
  alignEnd: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => root.current && !root.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  return (
    <div
      ref={root}
      className="nav-dropdown"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          (root.current?.querySelector('button') as HTMLButtonElement | null)?.focus();
        }
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className="plain-button nav-link"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {t(entry.label)}
        <ExpandMoreIcon className="nav-caret" />
      </button>
      <div
        id={id}
        hidden={!open}
        className={`nav-panel${alignEnd ? ' align-end' : ''}${open ? ' is-open' : ''}`}
        style={{ gridTemplateColumns: `repeat(${entry.groups.length}, 1fr)` }}
      >
        {entry.groups.map((group) => (
          <DropdownGroup key={group.heading} group={group} onPick={() => setOpen(false)} />
        ))}
      </div>
    </div>
  );
}

function DropdownGroup({ group, onPick }: { group: MenuGroup; onPick: () => void }) {
  const t = useT();
  return (
    <div>
      <p className="nav-panel-heading">{t(group.heading)}</p>
      <ul>
        {group.links.map((link) => (
          <li key={link.label} onClick={onPick}>
            <MenuLink entry={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}
