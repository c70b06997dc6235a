import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Field } from '../../src/ui/field/Field';
import { Input, type InputProps } from '../../src/ui/field/Input';
import { TextArea } from '../../src/ui/field/TextArea';
import { useSegmenterForTests } from '../../src/lib/visible-length';
import { paste } from '../helpers/paste';

function Controlled(props: Omit<InputProps, 'value' | 'onChange'> & { initial?: string; spy?: (v: string) => void }) {
  const { initial = '', spy, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <Input
      {...rest}
      value={value}
      onChange={(v) => {
        spy?.(v);
        setValue(v);
      }}
    />
  );
}

function ControlledArea({ maxLength }: { maxLength: number }) {
  const [value, setValue] = useState('');
  return <TextArea label="Remark" value={value} onChange={setValue} maxLength={maxLength} />;
}

afterEach(() => useSegmenterForTests(true));

describe('Field and Input', () => {
  it('labels the input with a real <label> and links the error with aria-describedby and aria-invalid', () => {
    render(<Input label="Phone" value="" onChange={() => undefined} error="Please enter phone number" />);
    const input = screen.getByLabelText('Phone') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(document.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)!.textContent).toBe('Please enter phone number');
  });

  it('a Field around a bare Input labels it too, and shows extra', () => {
    render(
      <Field label="code" extra={<button type="button">send</button>}>
        <Input value="" onChange={() => undefined} />
      </Field>,
    );
    expect((screen.getByLabelText('code') as HTMLInputElement).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('button', { name: 'send' })).toBeTruthy();
  });

  it('tel gets the numeric keypad', () => {
    render(<Input label="Phone" type="tel" value="" onChange={() => undefined} />);
    const input = screen.getByLabelText('Phone');
    expect(input.getAttribute('type')).toBe('tel');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('type=number clamps to min and max on blur, not while typing', () => {
    const spy = vi.fn();
    render(<Controlled label="amount" type="number" min={1} max={99} spy={spy} />);
    const input = screen.getByLabelText('amount') as HTMLInputElement;
    act(() => input.focus());
    fireEvent.input(input, { target: { value: '150' } });
    expect(input.value).toBe('150');
    act(() => input.blur());
    expect(input.value).toBe('99');
    expect(spy).toHaveBeenLastCalledWith('99');
    act(() => input.focus());
    fireEvent.input(input, { target: { value: '0' } });
    act(() => input.blur());
    expect(input.value).toBe('1');
    act(() => input.focus());
    fireEvent.input(input, { target: { value: '12.5' } });
    act(() => input.blur());
    expect(input.value).toBe('12.5');
  });

  it('digit keeps only digits', () => {
    render(<Controlled label="qty" type="digit" />);
    const input = screen.getByLabelText('qty') as HTMLInputElement;
    fireEvent.input(input, { target: { value: '1a2' } });
    expect(input.value).toBe('12');
    fireEvent.input(input, { target: { value: '12x' } });
    expect(input.value).toBe('12');
  });

  it.each(['138 0013 8000', '138-0013-8000', '+86 13800138000', '(+86) 138 0013 8000', '13800138000'])(
    'tel with maxLength 11 keeps the 11 digits of a phone pasted as "%s" (WCAG 2.2, 3.3.8)',
    (pasted) => {
      const spy = vi.fn();
      render(<Controlled label="Phone" type="tel" maxLength={11} spy={spy} />);
      const input = screen.getByLabelText('Phone') as HTMLInputElement;
      paste(input, pasted);
      expect(input.value).toBe('13800138000');
      expect(spy).toHaveBeenLastCalledWith('13800138000');
    },
  );

  it('tel keeps what is being typed as it is, and at most maxLength digits', () => {
    render(<Controlled label="Phone" type="tel" maxLength={11} />);
    const input = screen.getByLabelText('Phone') as HTMLInputElement;
    fireEvent.input(input, { target: { value: '138 0013' } });
    expect(input.value).toBe('138 0013');
    fireEvent.input(input, { target: { value: '138001380001' } });
    expect(input.value).toBe('13800138000');
  });

  it.each(['123456', '12 34 56', '123-456', '123456\n', ' 12 34 56 \r\n'])('digit with maxLength keeps the digits of a code pasted as %j', (pasted) => {
    render(<Controlled label="code" type="digit" maxLength={6} />);
    const input = screen.getByLabelText('code') as HTMLInputElement;
    paste(input, pasted);
    expect(input.value).toBe('123456');
    paste(input, '1234 5678');
    expect(input.value).toBe('123456');
  });

  it('text keeps its native maxLength', () => {
    render(<Controlled label="name" maxLength={4} />);
    expect((screen.getByLabelText('name') as HTMLInputElement).getAttribute('maxlength')).toBe('4');
  });

  it('on focusout scrolls to the current position to close the iOS keyboard gap', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<Controlled label="name" />);
    const input = screen.getByLabelText('name') as HTMLInputElement;
    act(() => input.focus());
    act(() => input.blur());
    expect(scrollTo).toHaveBeenCalledWith(window.scrollX, window.scrollY);
    scrollTo.mockRestore();
  });
});

describe('TextArea', () => {
  for (const segmenter of [true, false]) {
    it(`counts an emoji or a CJK character as one and truncates beyond maxLength (${segmenter ? 'Intl.Segmenter' : 'code points'})`, () => {
      useSegmenterForTests(segmenter);
      render(<ControlledArea maxLength={5} />);
      const area = screen.getByLabelText('Remark') as HTMLTextAreaElement;
      fireEvent.input(area, { target: { value: '鸡蛋🥚' } });
      expect(screen.getByText('3/5')).toBeTruthy();
      fireEvent.input(area, { target: { value: '鸡蛋🥚好吃啊啊' } });
      expect(area.value).toBe('鸡蛋🥚好吃');
      expect(screen.getByText('5/5')).toBeTruthy();
      expect(area.getAttribute('aria-describedby')).toBe(screen.getByText('5/5').id);
    });
  }

  it('does not cut while an IME is composing, only when it commits', () => {
    render(<ControlledArea maxLength={2} />);
    const area = screen.getByLabelText('Remark') as HTMLTextAreaElement;
    fireEvent.compositionStart(area);
    fireEvent.input(area, { target: { value: 'jidan' } });
    expect(area.value).toBe('jidan');
    fireEvent.input(area, { target: { value: '鸡蛋好' } });
    fireEvent.compositionEnd(area);
    expect(area.value).toBe('鸡蛋');
    expect(screen.getByText('2/2')).toBeTruthy();
  });
});
