import { Divider, NavLink, Stack, VisuallyHidden, type NavLinkProps } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { authTexts } from '@shared/messages/auth.js';
import type { MenuEntry, MenuGroup, MenuLink, MenuNewTab } from './menu.js';

interface MenuViewProps {
  entries: MenuEntry[];
  /** The 96 px rail on wide screens: smaller centred labels, no indentation. */
  compact: boolean;
  /** Called after a link is followed (closes the temporary drawer on small screens). */
  onNavigate: () => void;
}

const compactStyles: NavLinkProps['styles'] = {
  root: { paddingInline: 2 },
  body: { overflow: 'visible', textAlign: 'center' },
  label: { display: 'block', fontSize: 11, whiteSpace: 'normal', overflowWrap: 'break-word', overflow: 'visible' },
  section: { display: 'none' },
};

/** A disabled entry is not a link at all. */
function DisabledEntry({ label, compact }: { label: string; compact: boolean }) {
  return (
    <NavLink
      component="span"
      label={label}
      disabled
      aria-disabled="true"
      {...(compact ? { styles: compactStyles } : {})}
    />
  );
}

function LinkEntry({ entry, compact, onNavigate }: { entry: MenuLink; compact: boolean; onNavigate: () => void }) {
  const { pathname } = useLocation();
  if (entry.disabled) return <DisabledEntry label={entry.label} compact={compact} />;
  const active = pathname === entry.to;
  return (
    <NavLink
      component={Link}
      to={entry.to}
      label={entry.label}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      {...(compact ? { styles: compactStyles } : {})}
    />
  );
}

function GroupEntry({ entry, compact, onNavigate }: { entry: MenuGroup; compact: boolean; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(() => entry.children.some((child) => child.to === pathname));
  if (entry.disabled) return <DisabledEntry label={entry.label} compact={compact} />;
  return (
    <NavLink
      component="button"
      type="button"
      label={entry.label}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={compact ? 0 : 'lg'}
      {...(compact ? { styles: compactStyles } : {})}
    >
      {entry.children.map((child) => (
        <LinkEntry key={child.id} entry={child} compact={compact} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

function NewTabEntry({ entry, compact }: { entry: MenuNewTab; compact: boolean }) {
  if (entry.disabled || entry.href === null) return <DisabledEntry label={entry.label} compact={compact} />;
  return (
    <NavLink
      component="a"
      href={entry.href}
      target="_blank"
      rel="noopener noreferrer"
      label={
        <>
          {entry.label}
          <VisuallyHidden> {authTexts.opensInNewTab}</VisuallyHidden>
        </>
      }
      {...(compact ? { styles: compactStyles } : {})}
    />
  );
}

/** Renders `visibleMenu(...)`; decides nothing about what is visible or enabled. */
export function NavigationMenu({ entries, compact, onNavigate }: MenuViewProps) {
  return (
    <Stack gap={2}>
      {entries.map((entry) => {
        switch (entry.kind) {
          case 'divider':
            return <Divider key={entry.id} my="xs" />;
          case 'link':
            return <LinkEntry key={entry.id} entry={entry} compact={compact} onNavigate={onNavigate} />;
          case 'group':
            return <GroupEntry key={entry.id} entry={entry} compact={compact} onNavigate={onNavigate} />;
          case 'newTab':
            return <NewTabEntry key={entry.id} entry={entry} compact={compact} />;
        }
      })}
    </Stack>
  );
}
