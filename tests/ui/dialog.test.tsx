import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DialogHost } from '../../src/ui/dialog/DialogHost';
import { ask, dismissAllQuestions } from '../../src/ui/dialog/ask';

afterEach(() => act(() => dismissAllQuestions()));

function setup() {
  render(
    <>
      <button type="button">cancel order</button>
      <DialogHost />
    </>,
  );
  const opener = screen.getByRole('button', { name: 'cancel order' });
  opener.focus();
  return opener;
}

describe('ask', () => {
  it('shows an alertdialog labelled by its text with the catalog defaults; yes resolves true and focus returns', async () => {
    const opener = setup();
    let answer!: Promise<boolean>;
    act(() => {
      answer = ask('confirm to cancel this order');
    });
    // The dialog is its own chunk: it arrives asynchronously, then its effects move focus.
    const dialog = await screen.findByRole('alertdialog', { name: 'confirm to cancel this order' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const yes = screen.getByRole('button', { name: 'Confirm' });
    expect(document.activeElement).toBe(yes);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    act(() => fireEvent.click(yes));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('uses the given button texts; the close button resolves false', async () => {
    setup();
    let answer!: Promise<boolean>;
    act(() => {
      answer = ask('unbind?', { yesText: 'unbind', closeText: 'keep' });
    });
    await screen.findByRole('alertdialog');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'keep' })));
    await expect(answer).resolves.toBe(false);
  });

  it('a backdrop tap and Escape resolve false', async () => {
    setup();
    let first!: Promise<boolean>;
    act(() => {
      first = ask('one');
    });
    await screen.findByRole('alertdialog');
    act(() => fireEvent.click(screen.getByTestId('dialog-backdrop')));
    await expect(first).resolves.toBe(false);
    let second!: Promise<boolean>;
    act(() => {
      second = ask('two');
    });
    await screen.findByRole('alertdialog');
    act(() => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    await expect(second).resolves.toBe(false);
  });

  it('a second question waits for the first, then shows with focus on its yes button', async () => {
    const opener = setup();
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = ask('first question');
      second = ask('second question');
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
      answer = ask('leave?');
    });
    await screen.findByRole('alertdialog');
    act(() => {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('ask when the dialog chunk cannot load (offline)', () => {
  it('answers false instead of leaving the caller waiting, and tries the chunk again next time', async () => {
    vi.resetModules();
    vi.doMock('../../src/ui/dialog/Dialog', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { DialogHost: Host } = await import('../../src/ui/dialog/DialogHost');
    const { ask, dismissAllQuestions: dismiss } = await import('../../src/ui/dialog/ask');
    render(<Host />);
    let answer!: Promise<boolean>;
    act(() => {
      answer = ask('cancel?');
    });
    // The failed chunk load answers no: the question settles, with no time given.
    await act(async () => {
      await expect(answer).resolves.toBe(false);
    });
    // back online: the next question fetches the chunk again and shows
    vi.doUnmock('../../src/ui/dialog/Dialog');
    act(() => void ask('cancel again?'));
    await screen.findByRole('alertdialog', { name: 'cancel again?' });
    act(() => dismiss());
  });
});

describe('ask on a screen that has not loaded the screen strings (home)', () => {
  it('loads them before showing, so the buttons read Confirm / Close, not catalog keys', async () => {
    vi.resetModules();
    const i18n = await import('../../src/i18n');
    await i18n.loadLang('en'); // a fresh catalog: shell strings only
    expect(i18n.t('common.confirm')).toBe('common.confirm');
    const { DialogHost: Host } = await import('../../src/ui/dialog/DialogHost');
    const { ask, dismissAllQuestions: dismiss } = await import('../../src/ui/dialog/ask');
    render(<Host />);
    act(() => void ask('log out?'));
    await screen.findByRole('alertdialog', { name: 'log out?' });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    act(() => dismiss());
  });
});
