import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Picker } from '../../src/ui/picker/Picker';
import { t } from '../../src/i18n';

type Period = '' | 'ONE_WEEK' | 'TWO_WEEK' | 'FOUR_WEEK';
const periods = (): { value: Period; label: string }[] => [
  { value: '', label: t('period.none') },
  { value: 'ONE_WEEK', label: t('period.ONE_WEEK') },
  { value: 'TWO_WEEK', label: t('period.TWO_WEEK') },
  { value: 'FOUR_WEEK', label: t('period.FOUR_WEEK') },
];

describe('Picker (delivery period)', () => {
  it('is a labelled select offering once / every week / every two weeks / every four weeks', () => {
    render(<Picker label="Periodic delivery" value="" options={periods()} onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Periodic delivery' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['Once', 'Every week', 'Every two weeks', 'Every four weeks']);
    expect(select.options[select.selectedIndex].textContent).toBe('Once');
  });

  it('reports the chosen option value', () => {
    const onChange = vi.fn();
    render(<Picker label="Periodic delivery" value="" options={periods()} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Periodic delivery' });
    // What a phone does: the value changes, then input and change fire (each runtime listens to one).
    act(() => {
      (select as HTMLSelectElement).value = '2';
      select.dispatchEvent(new Event('input', { bubbles: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('TWO_WEEK');
  });

  it('shows a placeholder while nothing is chosen', () => {
    render(<Picker label="Card" value={null} options={[{ value: 7, label: 'card 7' }]} onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Card' }) as HTMLSelectElement;
    expect(select.options[select.selectedIndex].textContent).toBe('Please choose');
  });
});
