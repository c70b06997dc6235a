import { describe, expect, it } from 'vitest';
import { cardNoFromScan, SCAN_FORMATS } from '../../src/lib/scan';

describe('cardNoFromScan', () => {
  it('accepts a bare card number, digits or letters and digits', () => {
    expect(cardNoFromScan('8866000000000101')).toBe('8866000000000101');
    expect(cardNoFromScan('10V1BLH100261')).toBe('10V1BLH100261');
    expect(cardNoFromScan('  8866000000000101\n')).toBe('8866000000000101');
  });

  it('accepts a card number as printed, in groups of 4', () => {
    expect(cardNoFromScan('8866 0000 0000 0101')).toBe('8866000000000101');
  });

  it("strips WeChat's barcode format prefix: CODE_128,<number>", () => {
    expect(cardNoFromScan('CODE_128,10V1BLH100261')).toBe('10V1BLH100261');
  });

  it.each(SCAN_FORMATS.map((f) => [f]))('strips the %s prefix', (format) => {
    expect(cardNoFromScan(`${format},8866000000000102`)).toBe('8866000000000102');
  });

  it('strips one known prefix only, case-insensitively', () => {
    expect(cardNoFromScan('ean_13,6901234567892')).toBe('6901234567892');
    expect(cardNoFromScan('CODE_128,CODE_128,123456')).toBeNull();
  });

  it('does not strip an unknown prefix: a QR text with a comma is not a card', () => {
    expect(cardNoFromScan('HELLO,8866000000000101')).toBeNull();
    expect(cardNoFromScan('8866,0000')).toBeNull();
  });

  it('reads the cardNo query of a URL', () => {
    expect(cardNoFromScan('https://eggcard.example.com/bind?cardNo=8866000000000101&from=qr')).toBe('8866000000000101');
    expect(cardNoFromScan('QR_CODE,https://eggcard.example.com/?cardNo=10V1BLH100261')).toBe('10V1BLH100261');
  });

  it('reads the state query of a URL (the OAuth entry a gift link carries)', () => {
    const oauth =
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1&redirect_uri=https%3A%2F%2Fh%2F%23%2Fbind' +
      '&response_type=code&scope=snsapi_userinfo&state=8866000000000103#wechat_redirect';
    expect(cardNoFromScan(oauth)).toBe('8866000000000103');
  });

  it('reads cardNo or state from a hash route query', () => {
    expect(cardNoFromScan('https://h.example/#/bind?cardNo=8866000000000101')).toBe('8866000000000101');
    expect(cardNoFromScan('https://h.example/#/bind?state=8866000000000101')).toBe('8866000000000101');
  });

  it('prefers cardNo over state', () => {
    expect(cardNoFromScan('https://h.example/?state=111111111&cardNo=222222222')).toBe('222222222');
  });

  it('reads the last path segment of a URL', () => {
    expect(cardNoFromScan('https://eggcard.example.com/card/8866000000000101')).toBe('8866000000000101');
    expect(cardNoFromScan('https://eggcard.example.com/c/10V1BLH100261/')).toBe('10V1BLH100261');
  });

  it('a URL whose cardNo or state is not a card number is not a card', () => {
    expect(cardNoFromScan('https://h.example/?cardNo=')).toBeNull();
    expect(cardNoFromScan('https://h.example/?state=STATE')).toBeNull();
    expect(cardNoFromScan('https://h.example/bind?cardNo=<script>')).toBeNull();
  });

  it('a URL without a card number is not a card', () => {
    expect(cardNoFromScan('https://example.com/')).toBeNull();
    expect(cardNoFromScan('https://example.com/about')).toBeNull();
    expect(cardNoFromScan('https://example.com/about%ZZ')).toBeNull();
  });

  it('other schemes and text are not cards', () => {
    expect(cardNoFromScan('javascript:alert(8866000000000101)')).toBeNull();
    expect(cardNoFromScan('weixin://dl/business/?t=8866000000000101')).toBeNull();
    expect(cardNoFromScan('hello world')).toBeNull();
    expect(cardNoFromScan('ABCDEFGH')).toBeNull(); // no digit: a word, not a card number
    expect(cardNoFromScan('12345')).toBeNull(); // too short
    expect(cardNoFromScan('1'.repeat(33))).toBeNull(); // too long
    expect(cardNoFromScan('8866-0000-0000-0101')).toBe('8866000000000101');
    expect(cardNoFromScan('卡号8866000000000101')).toBeNull();
  });

  it('empty, blank and non-string results are not cards', () => {
    expect(cardNoFromScan('')).toBeNull();
    expect(cardNoFromScan('   ')).toBeNull();
    expect(cardNoFromScan('CODE_128,')).toBeNull();
    expect(cardNoFromScan(null)).toBeNull();
    expect(cardNoFromScan(undefined)).toBeNull();
  });
});
