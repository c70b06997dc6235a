import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { NavBar } from '../../src/ui/nav-bar/NavBar';
import { Field } from '../../src/ui/field/Field';
import { Screen } from '../../src/ui/screen/Screen';

describe('NavBar', () => {
  it('shows the title as the h1 and a labelled back button only when onBack is given', () => {
    const onBack = vi.fn();
    const { rerender } = render(<NavBar title="My orders" onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    rerender(<NavBar title="My orders" />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('renders the right slot', () => {
    render(<NavBar title="cards" right={<button type="button">add</button>} />);
    expect(screen.getByRole('button', { name: 'add' })).toBeTruthy();
  });
});

describe('Screen', () => {
  it('sets document.title, renders content in main and the footer', () => {
    render(
      <Screen title="Order detail" footer={<button type="button">pay</button>}>
        <p>body</p>
      </Screen>,
    );
    expect(document.title).toBe('Order detail');
    expect(screen.getByRole('main').textContent).toBe('body');
    expect(screen.getByRole('button', { name: 'pay' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('back is called by the back button', () => {
    const back = vi.fn();
    render(<Screen title="a" back={back} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});

describe('a focused field clear of the sticky bars', () => {
  it("sets the root's scroll padding to the bars' heights and some room as a field takes focus", () => {
    const heights = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'HEADER' ? 56 : this.tagName === 'DIV' && this.contains(screen.queryByRole('button', { name: 'save' })) ? 61 : 0;
    });
    try {
      render(
        <Screen title="Edit address" footer={<button type="button">save</button>}>
          <Field label="Receiver name">
            <input id="name" />
          </Field>
        </Screen>,
      );
      screen.getByRole('textbox').focus();
      expect(document.documentElement.style.scrollPadding).toMatch(/^68px 0(px)? 73px$/);
    } finally {
      heights.mockRestore();
      document.documentElement.style.scrollPadding = '';
    }
  });

  it('keeps only the room at the bottom on a screen without a footer', () => {
    render(
      <Screen title="Bind card">
        <Field label="Phone">
          <input id="phone" />
        </Field>
      </Screen>,
    );
    screen.getByRole('textbox').focus();
    expect(document.documentElement.style.scrollPadding).toMatch(/ 0(px)? 12px$/);
    document.documentElement.style.scrollPadding = '';
  });
});
