/**
 * Issue 15 §3, one field system: bind and unbind (phone, SMS code) and the address form lay every
 * field out the same way; the detailed address is a multi-line text area; placeholders are hints,
 * never the error texts.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AddressEdit from '../../src/pages/address/AddressEdit';
import Bind from '../../src/pages/bind/Bind';
import { UnbindSheet } from '../../src/pages/card/UnbindSheet';
import { screensEn } from '../../src/i18n/screens-en';
import { $addressDraft, $location } from '../../src/stores';
import { address, card, cardInfo, mockApi, renderScreen } from './fixtures';

vi.mock('../../src/platform/landing', () => ({ landingUrl: () => '', landingParam: () => null }));

/** The texts a member reads when something is wrong or missing: a placeholder must not be one of them. */
const ERRORS = Object.entries(screensEn)
  .filter(([key]) => key.startsWith('validate.') || /^exchange\.(no|choose)/.test(key))
  .map(([, text]) => text);

/**
 * The one layout: the field's own element holds the <label> first, then the box the control sits in;
 * the same classes from the label up to the form (no field with a layout of its own).
 */
function layoutOf(control: HTMLElement) {
  const label = document.querySelector(`label[for="${control.id}"]`);
  if (!label?.parentElement?.parentElement) throw new Error(`no <label> for ${control.outerHTML}`);
  const field = label.parentElement;
  const box = label.nextElementSibling?.firstElementChild;
  // An error and a read-only value are states of the one layout, not layouts of their own.
  const classes = (e: Element) => e.className.replace(/\S*(invalid|readonly)\S*/g, '').trim();
  return {
    field: `${classes(field.parentElement!)} > ${classes(field)}`,
    labelFirst: field.firstElementChild === label,
    controlInBox: !!box?.contains(control),
  };
}

function expectOneLayout(controls: HTMLElement[]) {
  const layouts = controls.map(layoutOf);
  for (const layout of layouts) expect(layout).toEqual({ ...layouts[0], labelFirst: true, controlInBox: true });
}

function expectHintsOnly() {
  const placeholders = [...document.querySelectorAll('[placeholder]')].map((e) => e.getAttribute('placeholder'));
  expect(placeholders.length).toBeGreaterThan(0);
  for (const text of placeholders) expect(ERRORS, `placeholder '${text}'`).not.toContain(text);
}

afterEach(() => {
  vi.unstubAllGlobals();
  $addressDraft.set(null);
  $location.set(null);
});

describe('one field system', () => {
  it('bind: phone and SMS code share the one layout, with hints for placeholders', async () => {
    mockApi({ 'GET /api/card/info': () => cardInfo() });
    renderScreen('/bind', Bind, { cardNo: '8866000000000101' });
    const phone = await screen.findByLabelText('Phone');
    expectOneLayout([phone, screen.getByLabelText('Verification code')]);
    expectHintsOnly();
  });

  it('unbind: the read-only phone and the SMS code share the one layout, with hints for placeholders', () => {
    render(<UnbindSheet card={card(2, { bindPhone: '13800000002' })} onClose={() => undefined} onUnbound={() => undefined} />);
    const phone = screen.getByLabelText('Phone');
    expectOneLayout([phone, screen.getByLabelText('Verification code')]);
    expectHintsOnly();
    // The phone is shown, not edited, and its field says so.
    expect(phone.hasAttribute('readonly')).toBe(true);
    expect(document.querySelector(`label[for="${phone.id}"]`)!.parentElement!.className).toMatch(/readonly/);
    expect(document.querySelector(`label[for="${screen.getByLabelText('Verification code').id}"]`)!.parentElement!.className).not.toMatch(/readonly/);
  });

  it('address form: every field in the one layout; placeholders are hints, also after a failed save', () => {
    renderScreen('/address/edit', AddressEdit);
    const fields = ['Receiver name', 'Phone', 'Detailed address'].map((name) => screen.getByLabelText(name));
    expectOneLayout(fields);
    expectHintsOnly();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Please enter detailed address')).toHaveLength(1);
    expectOneLayout(fields);
  });

  it('the detailed address is a multi-line text area: a picked place and a flat number show whole; a line break becomes a space', () => {
    renderScreen('/address/edit', AddressEdit, { item: address(3, { address: '上海市浦东新区世纪大道100号环球金融中心' }) });
    const area = screen.getByLabelText('Detailed address') as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    expect(Number(area.getAttribute('rows'))).toBeGreaterThanOrEqual(2);
    expect(area.value).toBe('上海市浦东新区世纪大道100号环球金融中心');
    fireEvent.change(area, { target: { value: '上海市浦东新区世纪大道100号环球金融中心\n32楼 3201室' } });
    expect(area.value).toBe('上海市浦东新区世纪大道100号环球金融中心 32楼 3201室');
  });
});
