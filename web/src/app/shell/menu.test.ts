import { describe, expect, it } from 'vitest';
import { site } from '@/config/site.js';
import { visibleMenu, type MenuEntry } from './menu.js';

const active = {
  customerIsActive: true,
  customerInternalSales: false,
  formAlias: 'demo-organizacja',
  mayReadSystemLog: true,
};

/** Labels in order, children after their group, as a person reads the menu. */
const labels = (entries: MenuEntry[]): string[] =>
  entries.flatMap((entry) =>
    entry.kind === 'divider'
      ? ['—']
      : entry.kind === 'group'
        ? [entry.label, ...entry.children.map((c) => `  ${c.label}`)]
        : [entry.label],
  );

const enabledLabels = (entries: MenuEntry[]): string[] =>
  entries.flatMap((entry) => {
    if (entry.kind === 'divider') return [];
    const own = entry.disabled ? [] : [entry.label];
    return entry.kind === 'group' ? [...own, ...entry.children.filter((c) => !c.disabled).map((c) => c.label)] : own;
  });

describe('visibleMenu', () => {
  it('an active customer sees every entry of the spec, in order, all enabled', () => {
    const menu = visibleMenu(active);
    expect(labels(menu)).toEqual([
      'Panel główny',
      'Zgłoszenia',
      '  Nowe',
      '  Otwarte',
      '  Archiwalne',
      '  Wszystkie',
      'Wiadomości',
      'Użytkownicy',
      'Kategorie',
      'Rejestr zgłoszeń',
      'Ustawienia',
      'Log systemowy',
      'Rozliczenia',
      '  Subskrypcja',
      '  Zamówienia',
      '—',
      'Formularz',
      'Pomoc',
    ]);
    expect(enabledLabels(menu)).toHaveLength(labels(menu).length - 1);
  });

  it('an inactive customer sees every entry, Log systemowy too, and can use only Rozliczenia (with its children) and Pomoc', () => {
    const menu = visibleMenu({ ...active, customerIsActive: false });
    expect(labels(menu)).toEqual(labels(visibleMenu(active)));
    expect(menu.find((entry) => entry.id === 'logs')).toMatchObject({ kind: 'link', disabled: true });
    expect(enabledLabels(menu)).toEqual(['Rozliczenia', 'Subskrypcja', 'Zamówienia', 'Pomoc']);
  });

  it('an internal-sales customer gets the same menu without the Rozliczenia group', () => {
    const menu = visibleMenu({ ...active, customerInternalSales: true });
    expect(labels(menu)).toEqual(
      labels(visibleMenu(active)).filter((l) => !['Rozliczenia', '  Subskrypcja', '  Zamówienia'].includes(l)),
    );
    expect(enabledLabels(menu)).not.toContain('Rozliczenia');
  });

  it('an inactive internal-sales customer can use only Pomoc', () => {
    expect(enabledLabels(visibleMenu({ ...active, customerIsActive: false, customerInternalSales: true }))).toEqual([
      'Pomoc',
    ]);
  });

  it('Log systemowy is shown only to those who may read it (administrators and auditors)', () => {
    expect(labels(visibleMenu({ ...active, mayReadSystemLog: false }))).not.toContain('Log systemowy');
    expect(labels(visibleMenu(active))).toContain('Log systemowy');
  });

  it("Statystyki sits right under 'Rejestr zgłoszeń' for those who may read it (administrators and auditors), disabled with the report screens", () => {
    const withStatistics = labels(visibleMenu({ ...active, mayReadStatistics: true }));
    expect(
      withStatistics.slice(withStatistics.indexOf('Rejestr zgłoszeń'), withStatistics.indexOf('Rejestr zgłoszeń') + 2),
    ).toEqual(['Rejestr zgłoszeń', 'Statystyki']);
    expect(labels(visibleMenu(active))).not.toContain('Statystyki');
    expect(enabledLabels(visibleMenu({ ...active, mayReadStatistics: true, customerIsActive: false }))).not.toContain(
      'Statystyki',
    );
  });

  it('Formularz opens the organisation public form and Pomoc the help site', () => {
    const menu = visibleMenu(active);
    expect(menu.find((e) => e.id === 'form')).toMatchObject({
      kind: 'newTab',
      href: '/form/demo-organizacja',
      disabled: false,
    });
    expect(menu.find((e) => e.id === 'help')).toMatchObject({ kind: 'newTab', href: site.helpUrl, disabled: false });
  });

  it('Formularz is disabled while the organisation has no form alias', () => {
    const menu = visibleMenu({ customerIsActive: true, customerInternalSales: false });
    expect(menu.find((e) => e.id === 'form')).toMatchObject({ href: null, disabled: true });
  });
});
