import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast } from '../../src/ui/toast/toast';

const api = vi.hoisted(() => ({ payOrder: vi.fn(), payPlan: vi.fn(), payCombo: vi.fn() }));
vi.mock('../../src/api/pay', () => api);
const platform = vi.hoisted(() => ({ pay: vi.fn() }));
vi.mock('../../src/platform/wechat', () => platform);

const { payFor } = await import('../../src/pages/payment/pay');

const params = { appId: 'wx1', timestamp: '1', nonceStr: 'n', packageStr: 'p', signType: 'RSA', paySign: 's' };

describe('payFor: the one payment step of every screen that pays (spec §8 texts)', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset().mockResolvedValue(params);
    platform.pay.mockReset();
  });

  it("asks the API for the kind's parameters, hands them to WeChat, and says 'transaction payment succeeded' on ok", async () => {
    platform.pay.mockResolvedValue('ok');
    await expect(payFor('plan', 7)).resolves.toBe(true);
    expect(api.payPlan).toHaveBeenCalledWith(7);
    expect(platform.pay).toHaveBeenCalledWith(params);
    expect($toast.get()).toMatchObject({ type: 'success', message: 'Transaction payment succeeded' });
  });

  it.each([
    ['cancel', 'info'],
    ['fail', 'fail'],
  ])("says 'transaction payment failed' when WeChat answers %s, as a toast of kind %s (a cancel on purpose is no alarm)", async (outcome, type) => {
    platform.pay.mockResolvedValue(outcome);
    await expect(payFor('order', 1)).resolves.toBe(false);
    expect($toast.get()).toMatchObject({ type, message: 'Transaction payment failed' });
  });

  it('asks to open the page in WeChat where there is no WeChat to pay with', async () => {
    platform.pay.mockResolvedValue('unavailable');
    await expect(payFor('combo', 3)).resolves.toBe(false);
    expect(api.payCombo).toHaveBeenCalledWith(3);
    expect($toast.get()?.message).toBe('Please open this page in WeChat');
  });

  it('stops without asking WeChat when the API refuses (the client already said why)', async () => {
    api.payOrder.mockRejectedValue(new Error('refused'));
    await expect(payFor('order', 1)).resolves.toBe(false);
    expect(platform.pay).not.toHaveBeenCalled();
  });
});
