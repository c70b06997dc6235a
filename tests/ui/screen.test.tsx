import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { NavBar } from '../../src/ui/nav-bar/NavBar';
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
