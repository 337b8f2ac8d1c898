import { paths } from '@/config/paths.js';
import { site } from '@/config/site.js';
import { helpTexts } from '@shared/messages/help.js';
import { statisticsTexts } from '@shared/messages/statistics.js';

/**
 * The back-office menu as data, and the one rule that decides what a
 * customer sees: `visibleMenu`. The layout only renders what this returns.
 */
export type MenuId =
  | 'dashboard'
  | 'reports'
  | 'reports.new'
  | 'reports.open'
  | 'reports.archive'
  | 'reports.all'
  | 'messages'
  | 'users'
  | 'categories'
  | 'register'
  | 'statistics'
  | 'settings'
  | 'logs'
  | 'billing'
  | 'billing.subscription'
  | 'billing.orders'
  | 'divider'
  | 'form'
  | 'help';

/** A screen of the back-office. */
export interface MenuLink {
  kind: 'link';
  id: MenuId;
  label: string;
  to: string;
  disabled: boolean;
}

/** A heading that opens its links (Zgłoszenia, Rozliczenia). */
export interface MenuGroup {
  kind: 'group';
  id: MenuId;
  label: string;
  disabled: boolean;
  children: MenuLink[];
}

export interface MenuDivider {
  kind: 'divider';
  id: MenuId;
}

/** Opens in a new tab (the public form, the help site); `href` null when there is nothing to open. */
export interface MenuNewTab {
  kind: 'newTab';
  id: MenuId;
  label: string;
  href: string | null;
  disabled: boolean;
}

export type MenuEntry = MenuLink | MenuGroup | MenuDivider | MenuNewTab;

type Enabled<T> = T extends { disabled: boolean } ? Omit<T, 'disabled'> : T;
type MenuDefinition =
  | Enabled<MenuLink>
  | (Omit<MenuGroup, 'disabled' | 'children'> & { children: Enabled<MenuLink>[] })
  | MenuDivider
  | Enabled<MenuNewTab>;

const link = (id: MenuId, label: string, to: string): Enabled<MenuLink> => ({ kind: 'link', id, label, to });

/** Every entry, in the spec's order. */
function menuDefinition(formAlias: string | undefined): MenuDefinition[] {
  return [
    link('dashboard', 'Panel główny', paths.dashboard),
    {
      kind: 'group',
      id: 'reports',
      label: 'Zgłoszenia',
      children: [
        link('reports.new', 'Nowe', paths.newReports),
        link('reports.open', 'Otwarte', paths.openReports),
        link('reports.archive', 'Archiwalne', paths.archivedReports),
        link('reports.all', 'Wszystkie', paths.allReports),
      ],
    },
    link('messages', 'Wiadomości', paths.messages),
    link('users', 'Użytkownicy', paths.users),
    link('categories', 'Kategorie', paths.categories),
    link('register', 'Rejestr zgłoszeń', paths.register),
    link('statistics', statisticsTexts.menu, paths.statistics),
    link('settings', 'Ustawienia', paths.settings),
    link('logs', 'Log systemowy', paths.logs),
    {
      kind: 'group',
      id: 'billing',
      label: 'Rozliczenia',
      children: [
        link('billing.subscription', 'Subskrypcja', paths.subscription),
        link('billing.orders', 'Zamówienia', paths.orders),
      ],
    },
    { kind: 'divider', id: 'divider' },
    { kind: 'newTab', id: 'form', label: 'Formularz', href: formAlias ? paths.form(formAlias) : null },
    { kind: 'newTab', id: 'help', label: helpTexts.menuLink, href: site.helpUrl },
  ];
}

export interface MenuCustomer {
  customerIsActive: boolean;
  customerInternalSales: boolean;
  /** The organisation's public form alias; without one 'Formularz' has nothing to open. */
  formAlias?: string | undefined;
  /** The user reads the system log (administrators and auditors); without it there is no 'Log systemowy'. */
  mayReadSystemLog?: boolean;
  /** The user reads the statistics (administrators and auditors); without it there is no 'Statystyki'. */
  mayReadStatistics?: boolean;
}

/** What stays usable when the licence has expired: paying for it, and help. */
const USABLE_WHEN_INACTIVE: ReadonlySet<MenuId> = new Set(['billing', 'help']);

/**
 * The menu a customer sees. Inactive account: every entry shown and disabled except Rozliczenia
 * (with its children) and Pomoc, 'Log systemowy' too (the licence hides the log's
 * content, not its entry). Internal-sales customer: the same menu without the Rozliczenia group.
 * 'Log systemowy' only for those who may read it; 'Statystyki' (ours, right under 'Rejestr
 * zgłoszeń') likewise, disabled with the report screens.
 */
export function visibleMenu({
  customerIsActive,
  customerInternalSales,
  formAlias,
  mayReadSystemLog = false,
  mayReadStatistics = false,
}: MenuCustomer): MenuEntry[] {
  const blocked = (id: MenuId) => !customerIsActive && !USABLE_WHEN_INACTIVE.has(id);
  return menuDefinition(formAlias)
    .filter((entry) => !(customerInternalSales && entry.id === 'billing'))
    .filter((entry) => !(entry.id === 'logs' && !mayReadSystemLog))
    .filter((entry) => !(entry.id === 'statistics' && !mayReadStatistics))
    .map((entry): MenuEntry => {
      switch (entry.kind) {
        case 'divider':
          return entry;
        case 'group': {
          const disabled = blocked(entry.id);
          return { ...entry, disabled, children: entry.children.map((child) => ({ ...child, disabled })) };
        }
        case 'newTab':
          return { ...entry, disabled: blocked(entry.id) || entry.href === null };
        case 'link':
          return { ...entry, disabled: blocked(entry.id) };
      }
    });
}
