import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from '../../src/ui/button/Button';
import { $question, answerQuestion } from '../../src/ui/dialog/ask';
import { deferred } from '../helpers/deferred';

describe('Button', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders variants as a real button with a 44 px class and type button', () => {
    render(
      <Button variant="primary" block>
        pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'pay' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toMatch(/primary/);
    expect(button.className).toMatch(/block/);
  });

  it('calls a sync onClick on every tap', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>go</Button>);
    const button = screen.getByRole('button', { name: 'go' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('one tap is one request: taps while the promise is pending do nothing, then it is clickable again', async () => {
    const d = deferred();
    const onClick = vi.fn(() => d.promise);
    render(<Button onClick={onClick}>submit</Button>);
    const button = screen.getByRole('button', { name: 'submit' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.touchStart(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      d.resolve();
      await d.promise;
    });
    expect(button.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('a rejected promise re-enables the button without an unhandled rejection', async () => {
    const d = deferred();
    const onClick = vi.fn(() => d.promise);
    render(<Button onClick={onClick}>submit</Button>);
    const button = screen.getByRole('button', { name: 'submit' });
    fireEvent.click(button);
    await act(async () => {
      d.reject(new Error('server said no'));
      await d.promise.catch(() => undefined);
    });
    expect(button.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('loading shows a spinner, sets aria-busy and ignores taps; disabled is a real disabled button', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(
      <Button disabled onClick={onClick}>
        save
      </Button>,
    );
    expect((screen.getByRole('button', { name: 'save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is a native button, so it is focusable and keyboard activation reaches onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>ok</Button>);
    const button = screen.getByRole('button', { name: 'ok' });
    button.focus();
    expect(document.activeElement).toBe(button);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows no spinner while its question is open; spins during the work after yes', async () => {
    const d = deferred();
    const onClick = vi.fn(() => d.promise);
    render(
      <Button ask={{ text: 'confirm to cancel this order' }} onClick={onClick}>
        cancel order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'cancel order' });
    fireEvent.click(button);
    expect($question.get()?.text).toBe('confirm to cancel this order');
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.querySelector('[aria-hidden="true"]')).toBeNull();
    fireEvent.click(button); // a second tap while asking asks nothing more
    await act(async () => answerQuestion(true));
    expect($question.get()).toBeNull();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => d.resolve());
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('does nothing when its question is closed, and can be asked again', async () => {
    const onClick = vi.fn();
    render(
      <Button ask={{ text: 'sure?' }} onClick={onClick}>
        go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'go' });
    fireEvent.click(button);
    await act(async () => answerQuestion(false));
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(button);
    expect($question.get()?.text).toBe('sure?');
    await act(async () => answerQuestion(true));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
