import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { HandlerInitials, initialsOf } from './handler-initials.js';

const handler = (name: string) => ({ userId: `u-${name}`, name });

describe("'Prowadzący' by initials", () => {
  it('shows two handlers by initials and the others as +N, every name read out', () => {
    const handlers = ['Anna Demo', 'Piotr Nowak', 'Ewa Łęcka', 'Jan Kowalski'].map(handler);
    const { container } = render(
      <MantineProvider>
        <HandlerInitials handlers={handlers} />
      </MantineProvider>,
    );
    const shown = [...container.querySelectorAll('[aria-hidden="true"]')].map((element) => element.textContent);
    expect(shown).toEqual(['AD', 'PN', '+2']);
    for (const name of ['Anna Demo', 'Piotr Nowak']) expect(screen.getByText(name)).toBeTruthy();
    expect(screen.getByText('Ewa Łęcka, Jan Kowalski')).toBeTruthy();
  });

  it('takes the first letters of two words, in Polish capitals', () => {
    expect(initialsOf('łucja  żak-nowak')).toBe('ŁŻ');
    expect(initialsOf('Administrator')).toBe('A');
    expect(initialsOf('Anna Maria Demo')).toBe('AM');
  });
});
