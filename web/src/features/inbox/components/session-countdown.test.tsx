import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '@/i18n/reporter-language.js';
import { render } from '@/test/render.js';
import { SessionCountdown } from './session-countdown.js';

describe('the inbox countdown', () => {
  // Its texts come as the inbox's do (a chunk), before the clock is faked.
  beforeAll(() => loadTexts('pl', 'inbox'));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const timer = () => screen.getByRole('timer').textContent;

  it("counts 'Wylogowanie za mm:ss' down from 15:00 each second and logs out once at zero", async () => {
    const onExpire = vi.fn();
    render(
      <SessionCountdown expiresAt={Date.now() + 900_000} onExtend={vi.fn()} onLogout={vi.fn()} onExpire={onExpire} />,
    );
    await vi.waitFor(() => expect(timer()).toBe('Wylogowanie za 15:00'));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer()).toBe('Wylogowanie za 14:59');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(timer()).toBe('Wylogowanie za 13:59');
    act(() => {
      vi.advanceTimersByTime(838_000);
    });
    expect(timer()).toBe('Wylogowanie za 00:01');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer()).toBe('Wylogowanie za 00:00');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("warns a minute before the end with a large 'Przedłuż', and the warning goes with a new deadline", async () => {
    function Renewing() {
      const [deadline, setDeadline] = useState(() => Date.now() + 900_000);
      return (
        <SessionCountdown
          expiresAt={deadline}
          onExtend={() => setDeadline(Date.now() + 900_000)}
          onLogout={vi.fn()}
          onExpire={vi.fn()}
        />
      );
    }
    render(<Renewing />);
    await vi.waitFor(() => expect(timer()).toBe('Wylogowanie za 15:00'));
    const extend = () => screen.getByRole('button', { name: 'Przedłuż' });
    const small = extend().getAttribute('data-size');
    act(() => {
      vi.advanceTimersByTime(839_000);
    });
    expect(timer()).toBe('Wylogowanie za 01:01');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer()).toBe('Wylogowanie za 01:00');
    expect(screen.getByRole('alert').textContent).toBe(
      'Za minutę nastąpi wylogowanie. Aby zostać w skrzynce, wybierz „Przedłuż”. Niewysłana wiadomość zostanie zachowana w tej karcie przeglądarki i wróci po ponownym zalogowaniu tym samym identyfikatorem.',
    );
    expect(extend().getAttribute('data-size')).toBe('lg');
    expect(small).not.toBe('lg');
    fireEvent.click(extend());
    expect(timer()).toBe('Wylogowanie za 15:00');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(extend().getAttribute('data-size')).toBe(small);
  });

  it("starts again from 15:00 when 'Przedłuż' brings a new deadline", async () => {
    /** The inbox renews the token on 'Przedłuż', and the countdown gets the new token's end. */
    function Renewing() {
      const [deadline, setDeadline] = useState(() => Date.now() + 900_000);
      return (
        <SessionCountdown
          expiresAt={deadline}
          onExtend={() => setDeadline(Date.now() + 900_000)}
          onLogout={vi.fn()}
          onExpire={vi.fn()}
        />
      );
    }
    render(<Renewing />);
    await vi.waitFor(() => expect(timer()).toBe('Wylogowanie za 15:00'));
    act(() => {
      vi.advanceTimersByTime(600_000);
    });
    expect(timer()).toBe('Wylogowanie za 05:00');
    fireEvent.click(screen.getByRole('button', { name: 'Przedłuż' }));
    expect(timer()).toBe('Wylogowanie za 15:00');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer()).toBe('Wylogowanie za 14:59');
  });
});
