import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedStylesheets, mantineStylesheets, ownModules } from '../../web/scripts/mantine-css.js';

/*
 * The public form loads only the stylesheets of the Mantine components it renders (docs/figures.md, "Budgets"):
 * the entry's (app/styles.ts) and the form's (features/form/lib/styles.ts). A component that starts
 * to be used without its sheet would render unstyled on the form only: this names it.
 */
const root = resolve(import.meta.dirname, '../..');
const web = (path: string) => resolve(root, 'web/src', path);
const sharedDir = resolve(root, 'shared');
const mantineDir = resolve(root, 'node_modules/@mantine/core');

const entrySheets = importedStylesheets(web('app/styles.ts'));
const formSheets = importedStylesheets(web('features/form/lib/styles.ts'));
const inboxSheets = importedStylesheets(web('features/inbox/lib/styles.ts'));

describe('the public form’s stylesheets', () => {
  it('the entry carries the sheet of every Mantine component it renders itself', () => {
    const { mantineNames } = ownModules([web('main.tsx')], { sharedDir, dynamic: false });
    const needed = mantineStylesheets(mantineNames, mantineDir);
    expect(needed.filter((sheet) => !entrySheets.includes(sheet))).toEqual([]);
  });

  it('the form and its dialogs (loaded later) carry the sheet of every Mantine component they render', () => {
    const { mantineNames } = ownModules([web('features/form/pages.tsx')], { sharedDir, dynamic: true });
    const needed = mantineStylesheets(mantineNames, mantineDir);
    expect(needed.filter((sheet) => !entrySheets.includes(sheet) && !formSheets.includes(sheet))).toEqual([]);
  });

  it('never brings Mantine’s whole stylesheet onto the form', () => {
    const { files } = ownModules([web('main.tsx'), web('features/form/pages.tsx')], { sharedDir, dynamic: false });
    const whole = [...files].filter((file) => /['"]@mantine\/core\/styles\.css['"]/.test(readFileSync(file, 'utf8')));
    expect(whole).toEqual([]);
  });
});

/* The reporter inbox (its login screens and the inbox) is as light: its own sheets, never the whole one. */
describe('the reporter inbox’s stylesheets', () => {
  const entries = [web('features/inbox/pages.tsx')];

  it('the inbox and its login screens carry the sheet of every Mantine component they render', () => {
    const { mantineNames } = ownModules(entries, { sharedDir, dynamic: true });
    const needed = mantineStylesheets(mantineNames, mantineDir);
    expect(needed.filter((sheet) => !entrySheets.includes(sheet) && !inboxSheets.includes(sheet))).toEqual([]);
  });

  it('never brings Mantine’s whole stylesheet into the inbox', () => {
    const { files } = ownModules(entries, { sharedDir, dynamic: true });
    const whole = [...files].filter((file) => /['"]@mantine\/core\/styles\.css['"]/.test(readFileSync(file, 'utf8')));
    expect(whole).toEqual([]);
  });
});

/* The staff sign-in screens (/login's first load): their own sheets, never the whole one. */
describe('the staff sign-in screens’ stylesheets', () => {
  const entries = [web('features/auth/pages.tsx'), web('app/query-provider.tsx')];
  const authSheets = importedStylesheets(web('features/auth/components/sign-in-styles.css'));

  it('login, registration and password reset (and their dialogs) carry the sheet of every Mantine component they render', () => {
    const { mantineNames } = ownModules(entries, { sharedDir, dynamic: true });
    const needed = mantineStylesheets(mantineNames, mantineDir);
    expect(needed.filter((sheet) => !entrySheets.includes(sheet) && !authSheets.includes(sheet))).toEqual([]);
  });

  it('never bring Mantine’s whole stylesheet with them or with the layout above them', () => {
    const { files } = ownModules(entries, { sharedDir, dynamic: false });
    const whole = [...files].filter((file) => /['"]@mantine\/core\/styles\.css['"]/.test(readFileSync(file, 'utf8')));
    expect(whole).toEqual([]);
  });

  it('the screens below the same layout that are not sign-in screens bring the whole stylesheet themselves', () => {
    for (const file of [
      'app/shell/back-office-layout.tsx',
      'features/users/pages.tsx',
      'features/external/pages.tsx',
    ]) {
      expect(readFileSync(web(file), 'utf8'), file).toMatch(/^import '@mantine\/core\/styles\.css';$/m);
    }
  });
});
