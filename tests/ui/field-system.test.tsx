/**
 * Issue 15 §3 in the kit: every control a field holds sits in the same box with the same focus
 * style, from the design tokens; a text area grows with its text.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DatePicker } from '../../src/ui/date-picker/DatePicker';
import { Field } from '../../src/ui/field/Field';
import { Input } from '../../src/ui/field/Input';
import { TextArea } from '../../src/ui/field/TextArea';
import { Picker } from '../../src/ui/picker/Picker';

const css = (path: string) => readFileSync(resolve(__dirname, '../..', path), 'utf8');

describe('one field system', () => {
  it('an input, a text area, a date, a period and a field with a button beside it all get the label above the same box', () => {
    render(
      <>
        <Input label="phone" value="" onChange={() => undefined} />
        <TextArea label="remark" value="" onChange={() => undefined} />
        <DatePicker label="delivery date" value={null} min={0} onChange={() => undefined} />
        <Picker label="periodic delivery" value={null} options={[{ value: 1, label: 'every week' }]} onChange={() => undefined} />
        <Field label="verification code" extra={<button type="button">send</button>}>
          <Input value="" onChange={() => undefined} />
        </Field>
      </>,
    );
    const layouts = ['phone', 'remark', 'delivery date', 'periodic delivery', 'verification code'].map((name) => {
      const control = screen.getByLabelText(name);
      const label = document.querySelector(`label[for="${control.id}"]`)!;
      const box = label.nextElementSibling!.firstElementChild!;
      return {
        field: label.parentElement!.className,
        labelFirst: label.parentElement!.firstElementChild === label,
        box: box.className,
        inBox: box.contains(control),
      };
    });
    for (const layout of layouts) expect(layout).toEqual({ ...layouts[0], labelFirst: true, inBox: true });
    // The button sits beside the box, not in it.
    const code = screen.getByLabelText('verification code');
    expect(code.parentElement!.contains(screen.getByRole('button', { name: 'send' }))).toBe(false);
  });

  it('the box carries the one focus style of the tokens, and so does the stepper; no control draws its own outline', () => {
    const tokens = css('styles/fields.css');
    const field = css('src/ui/field/field.module.css');
    const stepper = css('src/ui/stepper/stepper.module.css');
    expect(field).toMatch(/\.control:focus-within\s*\{[^}]*border-color: var\(--field-focus-border\);[^}]*box-shadow: var\(--field-focus-ring\);/);
    expect(stepper).toMatch(/\.input:focus\s*\{[^}]*border-color: var\(--field-focus-border\);[^}]*box-shadow: var\(--field-focus-ring\);[^}]*outline: none;/);
    expect(field).toMatch(/\.control :focus,\s*\.control :focus-visible\s*\{\s*outline: none;/);
    expect(css('src/ui/date-picker/date-picker.module.css')).not.toMatch(/outline:\s*2px/);
    // Every --field-* token a stylesheet reads without a fallback is defined in styles/fields.css, which the
    // Field imports (--field-inset, with its fallback, is a container's to set).
    const defined = new Set([...tokens.matchAll(/(--field-[\w-]+):/g)].map((m) => m[1]));
    for (const path of [
      'src/ui/field/field.module.css',
      'src/ui/stepper/stepper.module.css',
      'src/ui/date-picker/date-picker.module.css',
      'src/ui/picker/picker.module.css',
    ])
      for (const [, name] of css(path).matchAll(/var\((--field-[\w-]+)\)/g)) expect(defined.has(name), `${path}: ${name}`).toBe(true);
    expect(css('src/ui/field/Field.tsx')).toContain("import '../../../styles/fields.css';");
    // A text area is padded on every side, a full line high: no text flush to the edge, no clipped top line.
    expect(field).toMatch(/\.textarea\s*\{[^}]*padding: var\(--field-pad-y\) var\(--field-pad-x\);[^}]*line-height: var\(--line-height\);/);
  });
});

describe('TextArea grows with its text', () => {
  const proto = HTMLTextAreaElement.prototype;
  const size = { scroll: 48, client: 48 };
  const saved = ['scrollHeight', 'clientHeight'].map((key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const);
  afterEach(() => {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, key, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[key];
    }
  });

  it('takes the height of its text once that is taller than its rows, and gives it back when the text shrinks', async () => {
    Object.defineProperty(proto, 'scrollHeight', { configurable: true, get: () => size.scroll });
    Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => size.client });
    const area = (value: string) => <TextArea label="detailed address" value={value} onChange={() => undefined} rows={2} />;
    const { rerender } = render(area('short'));
    const element = screen.getByLabelText('detailed address') as HTMLTextAreaElement;
    expect(element.style.height).toBe('');
    size.scroll = 120;
    rerender(area('a long address that wraps onto four lines at 375 px, with the flat number at its end'));
    expect(element.style.height).toBe('120px');
    size.scroll = 48;
    rerender(area('short again'));
    expect(element.style.height).toBe('');
  });
});
