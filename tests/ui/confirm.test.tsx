import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmHost } from '../../src/ui/confirm/Confirm';
import { confirm, dismissAllConfirms } from '../../src/ui/confirm/confirm';

afterEach(() => act(() => dismissAllConfirms()));

function setup() {
  render(
    <>
      <button type="button">cancel order</button>
      <ConfirmHost />
    </>,
  );
  const opener = screen.getByRole('button', { name: 'cancel order' });
  opener.focus();
  return opener;
}

describe('confirm', () => {
  it('shows an alertdialog labelled by its text with the catalog defaults; confirm resolves true and focus returns', async () => {
    const opener = setup();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm('confirm to cancel this order');
    });
    // The dialog is its own chunk: it arrives asynchronously, then its effects move focus.
    const dialog = await screen.findByRole('alertdialog', { name: 'confirm to cancel this order' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const ok = screen.getByRole('button', { name: 'Confirm' });
    expect(document.activeElement).toBe(ok);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    act(() => fireEvent.click(ok));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('uses the given button texts; the close button resolves false', async () => {
    setup();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm('unbind?', { confirmText: 'unbind', closeText: 'keep' });
    });
    await screen.findByRole('alertdialog');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'keep' })));
    await expect(answer).resolves.toBe(false);
  });

  it('a backdrop tap and Escape resolve false', async () => {
    setup();
    let first!: Promise<boolean>;
    act(() => {
      first = confirm('one');
    });
    await screen.findByRole('alertdialog');
    act(() => fireEvent.click(screen.getByTestId('confirm-backdrop')));
    await expect(first).resolves.toBe(false);
    let second!: Promise<boolean>;
    act(() => {
      second = confirm('two');
    });
    await screen.findByRole('alertdialog');
    act(() => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    await expect(second).resolves.toBe(false);
  });

  it('a second confirm waits for the first, then shows with focus on its confirm button', async () => {
    const opener = setup();
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = confirm('first question');
      second = confirm('second question');
    });
    await screen.findByRole('alertdialog');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: 'first question' })).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    await expect(first).resolves.toBe(true);
    expect(screen.getByRole('alertdialog', { name: 'second question' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    await expect(second).resolves.toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('a page change (hashchange) answers every open question with false', async () => {
    setup();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm('leave?');
    });
    await screen.findByRole('alertdialog');
    act(() => {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('confirm when the dialog chunk cannot load (offline)', () => {
  it('answers false instead of leaving the caller waiting, and tries the chunk again next time', async () => {
    vi.resetModules();
    vi.doMock('../../src/ui/confirm/ConfirmDialog', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { ConfirmHost: Host } = await import('../../src/ui/confirm/Confirm');
    const { confirm: ask, dismissAllConfirms: dismiss } = await import('../../src/ui/confirm/confirm');
    render(<Host />);
    let answer!: Promise<boolean>;
    act(() => {
      answer = ask('cancel?');
    });
    // The failed chunk load answers no: the question settles, with no time given.
    await act(async () => {
      await expect(answer).resolves.toBe(false);
    });
    // back online: the next confirm fetches the chunk again and shows
    vi.doUnmock('../../src/ui/confirm/ConfirmDialog');
    act(() => void ask('cancel again?'));
    await screen.findByRole('alertdialog', { name: 'cancel again?' });
    act(() => dismiss());
  });
});

describe('confirm on a screen that has not loaded the screen strings (home)', () => {
  it('loads them before showing, so the buttons read confirm / close, not catalog keys', async () => {
    vi.resetModules();
    const i18n = await import('../../src/i18n');
    await i18n.loadLang('en'); // a fresh catalog: shell strings only
    expect(i18n.t('common.confirm')).toBe('common.confirm');
    const { ConfirmHost: Host } = await import('../../src/ui/confirm/Confirm');
    const { confirm: ask, dismissAllConfirms: dismiss } = await import('../../src/ui/confirm/confirm');
    render(<Host />);
    act(() => void ask('log out?'));
    await screen.findByRole('alertdialog', { name: 'log out?' });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    act(() => dismiss());
  });
});
