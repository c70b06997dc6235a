import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { NavBar } from '../../src/ui/nav-bar/NavBar';
import { Page } from '../../src/ui/page/Page';

describe('NavBar', () => {
  it('shows the title as the h1 and a labelled back button only when onBack is given', () => {
    const onBack = vi.fn();
    const { rerender } = render(<NavBar title="my orders" onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: 'my orders' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    rerender(<NavBar title="my orders" />);
    expect(screen.queryByRole('button', { name: 'back' })).toBeNull();
  });

  it('renders the right slot', () => {
    render(<NavBar title="cards" right={<button type="button">add</button>} />);
    expect(screen.getByRole('button', { name: 'add' })).toBeTruthy();
  });
});

describe('Page', () => {
  it('sets document.title, renders content in main and the footer', () => {
    render(
      <Page title="order detail" footer={<button type="button">pay</button>}>
        <p>body</p>
      </Page>,
    );
    expect(document.title).toBe('order detail');
    expect(screen.getByRole('main').textContent).toBe('body');
    expect(screen.getByRole('button', { name: 'pay' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'back' })).toBeNull();
  });

  it('back is called by the back button', () => {
    const back = vi.fn();
    render(<Page title="a" back={back} />);
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});
