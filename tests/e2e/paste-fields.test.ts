/**
 * Issue 46.7 in Chromium (WCAG 2.2, 3.3.8): a phone or an SMS code pasted as members copy them,
 * with spaces, dashes or the country code, keeps its digits on every screen that asks for one:
 * bind (phone and code), gift (the friend's phone), address (the receiver's phone) and the unbind
 * sheet (the code). A paste is the engine's own text insertion (CDP Input.insertText), which a
 * `maxlength` cuts as it cuts a paste: before the fix "138 0013 8000" became "138 0013 80".
 */
import { describe, expect, it } from 'vitest';
import { inChromium, signedIn } from './journeys';

const grouped = (cardNo: string) => cardNo.replace(/(.{4})(?=.)/g, '$1 ');
/** The share mask's words ('Tap ··· at the top right to send it to your friend'). */
const MASK_HINT = /···/;
/** A code as a member copies it from the SMS: its digits with spaces between. */
const spaced = (code: string) => code.split('').join(' ');

describe('pasted phones and codes keep their digits', () => {
  const j = signedIn('demo-member', '/', inChromium({ timeout: 15_000 }));

  /** Pastes `text` into the field labelled `label` (within `scope`), over what it held. */
  async function paste(label: string, text: string, scope = j.page.locator('body')) {
    const field = scope.getByLabel(label, { exact: true });
    await field.click();
    await field.selectText();
    await j.page.keyboard.insertText(text);
    return field;
  }

  it('bind: a phone pasted as "139 1234 5678" and its code pasted with spaces bind the card', async () => {
    await j.page.goto(`/dev/oauth?redirect_uri=${encodeURIComponent('/#/bind')}&state=8866000000000101&openId=demo-member`);
    await j.page.getByRole('heading', { name: 'Bind card' }).waitFor();
    await j.page.getByText(grouped('8866000000000101')).waitFor();
    const bind = j.page.getByRole('button', { name: 'Bind', exact: true });
    await expect.poll(() => bind.isEnabled()).toBe(true);
    expect(await (await paste('Phone', '139 1234 5678')).inputValue()).toBe('13912345678');
    await j.page.getByRole('button', { name: 'Send verification code' }).click();
    await j.page.getByRole('button', { name: '60 seconds to resend' }).waitFor();
    const { code } = await j.smsCode('13912345678');
    const codeField = await paste('Verification code', `${spaced(code)}\n`);
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeField.inputValue()).toBe(code);
    await bind.click();
    await j.page.getByText('Bind successful').waitFor();
  });

  it('gift: the friend\'s phone pasted as "137-0000-0009" shares the card', async () => {
    await j.page.evaluate(() => (location.hash = '#/card'));
    await j.page.locator('[data-card="8866000000000002"]').getByRole('button', { name: 'Gift to friend' }).click();
    await j.page.getByRole('heading', { name: 'Gift a card' }).waitFor();
    expect(await (await paste("Friend's phone", '137-0000-0009')).inputValue()).toBe('13700000009');
    await j.page.getByRole('button', { name: 'Share', exact: true }).click();
    // The gift is made: the share message carries the card, and the full-screen mask points at the ··· menu.
    await expect.poll(() => j.page.evaluate(() => (window as unknown as { __wxShare?: { link: string } }).__wxShare?.link ?? '')).toContain('8866000000000002');
    await j.page.getByRole('button', { name: MASK_HINT }).click();
  });

  it('address: the receiver\'s phone pasted as "+86 13800138000" is saved', async () => {
    await j.page.evaluate(() => (location.hash = '#/address'));
    await j.page.getByRole('button', { name: 'Add address' }).click();
    await j.page.getByRole('heading', { name: 'Add address' }).waitFor();
    await j.page.getByLabel('Receiver name').fill('Paste Test');
    expect(await (await paste('Phone', '+86 13800138000')).inputValue()).toBe('13800138000');
    await j.page.getByLabel('Detailed address').fill('8 Century Avenue');
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.getByRole('heading', { name: 'Delivery addresses' }).waitFor();
    await j.page.getByRole('listitem').filter({ hasText: 'Paste Test' }).filter({ hasText: '13800138000' }).waitFor();
  });

  it('the unbind sheet: the code pasted as "123 456"-style text unbinds the card', async () => {
    await j.page.evaluate(() => (location.hash = '#/card'));
    await j.page.locator('[data-card="8866000000000002"]').getByRole('button', { name: 'Unbind card' }).click();
    const sheet = j.page.getByRole('dialog', { name: 'Unbind card' });
    await sheet.getByRole('button', { name: 'Send verification code' }).click();
    await sheet.getByRole('button', { name: '60 seconds to resend' }).waitFor();
    const { code } = await j.smsCode('13800138000');
    const pasted = `${code.slice(0, 3)} - ${code.slice(3)}`;
    expect(await (await paste('Verification code', pasted, sheet)).inputValue()).toBe(code);
    await sheet.getByRole('button', { name: 'Unbind', exact: true }).click();
    await j.page.getByText('Unbind successful').waitFor();
    await j.page.locator('[data-card="8866000000000002"]').waitFor({ state: 'detached' });
  });
});
