import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Sheet } from '../../src/ui/sheet/Sheet';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        choose
      </button>
      <Sheet
        open={open}
        title="delivery period"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <button type="button">every week</button>
        <button type="button">every two weeks</button>
      </Sheet>
    </>
  );
}

function openSheet() {
  const opener = screen.getByRole('button', { name: 'choose' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'delivery period' }) };
}

describe('Sheet', () => {
  it('renders nothing while closed', () => {
    render(<Sheet open={false} onClose={() => undefined} title="x" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal dialog; focus moves in, body scroll locks, and both come back on close', () => {
    render(<Harness />);
    const { opener, dialog } = openSheet();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and on a backdrop tap, not on a tap inside', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    openSheet();
    fireEvent.click(screen.getByRole('button', { name: 'every week' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    openSheet();
    const backdrop = screen.getByTestId('sheet-backdrop');
    fireEvent.touchStart(backdrop);
    fireEvent.touchEnd(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the sheet', () => {
    render(<Harness />);
    openSheet();
    const last = screen.getByRole('button', { name: 'every two weeks' });
    last.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});

describe('Sheet under the ask dialog', () => {
  it('Escape closes only the topmost dialog; the page scrolls again once both are closed', async () => {
    const { DialogHost } = await import('../../src/ui/dialog/DialogHost');
    const { ask } = await import('../../src/ui/dialog/ask');
    const onClose = vi.fn();
    render(
      <>
        <Harness onClose={onClose} />
        <DialogHost />
      </>,
    );
    openSheet();
    let answer!: Promise<boolean>;
    act(() => {
      answer = ask('unbind this card?');
    });
    await screen.findByRole('alertdialog');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'delivery period' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.body.style.overflow).toBe('');
  });
});
