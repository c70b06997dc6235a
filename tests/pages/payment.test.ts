import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $question, answerQuestion } from '../../src/ui/dialog/ask';
import { $toast } from '../../src/ui/toast/toast';

const api = vi.hoisted(() => ({ payOrder: vi.fn(), payPlan: vi.fn(), payCombo: vi.fn() }));
vi.mock('../../src/api/pay', () => api);
const platform = vi.hoisted(() => ({ pay: vi.fn() }));
vi.mock('../../src/platform/wechat', () => platform);
const confirm = vi.hoisted(() => ({ confirmPayment: vi.fn(), paidAnyway: vi.fn(), beforePaying: vi.fn() }));
vi.mock('../../src/stores/confirm', async (real) => ({ ...(await real<object>()), ...confirm }));

const { askBeforePaying, payFor } = await import('../../src/pages/payment/pay');

const params = { appId: 'wx1', timestamp: '1', nonceStr: 'n', packageStr: 'p', signType: 'RSA', paySign: 's' };

describe('payFor: the one payment step of every screen that pays (spec §8 texts)', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset().mockResolvedValue(params);
    platform.pay.mockReset();
    confirm.confirmPayment.mockReset().mockResolvedValue(true);
    confirm.paidAnyway.mockReset().mockResolvedValue(false);
    confirm.beforePaying.mockReset().mockResolvedValue('new');
  });

  it("asks the API for the kind's parameters, hands them to WeChat, and on ok says 'confirming payment…' until the server reads it paid, then 'transaction payment succeeded'", async () => {
    platform.pay.mockResolvedValue('ok');
    let confirmed!: (paid: boolean) => void;
    confirm.confirmPayment.mockReturnValue(new Promise((resolve) => (confirmed = resolve)));
    const paying = payFor('plan', 7);
    await vi.waitFor(() => expect(confirm.confirmPayment).toHaveBeenCalledWith('plan', 7, undefined));
    expect(api.payPlan).toHaveBeenCalledWith(7);
    expect(platform.pay).toHaveBeenCalledWith(params);
    expect($toast.get()).toMatchObject({ type: 'loading', message: 'Confirming payment…' });
    confirmed(true);
    await expect(paying).resolves.toBe(true);
    expect($toast.get()).toMatchObject({ type: 'success', message: 'Transaction payment succeeded' });
  });

  it.each([
    ['order', 3, 'Payment is being confirmed; it will show in my orders'],
    ['plan', 4, 'Payment is being confirmed; it will show in order plans'], // a plan is not in my orders
  ] as const)(
    'ok but the %s not confirmed by the server in time: resolves false and says it is being confirmed and where it will show',
    async (kind, id, message) => {
      platform.pay.mockResolvedValue('ok');
      confirm.confirmPayment.mockResolvedValue(false);
      await expect(payFor(kind, id)).resolves.toBe(false);
      expect(confirm.confirmPayment).toHaveBeenCalledWith(kind, id, undefined);
      expect($toast.get()).toMatchObject({ type: 'info', message });
    },
  );

  it('a top-up not confirmed in time says the card will show it (a top-up is not in my orders)', async () => {
    platform.pay.mockResolvedValue('ok');
    confirm.confirmPayment.mockResolvedValue(false);
    const card = { cardNo: '8866000000000001', validTime: 5, eggNumber: 30 };
    await expect(payFor('topUp', 3, card as never)).resolves.toBe(false);
    expect(confirm.confirmPayment).toHaveBeenCalledWith('topUp', 3, card);
    expect($toast.get()).toMatchObject({ type: 'info', message: "Payment is being confirmed; the card's eggs and validity will show it once it is" });
  });

  it.each([
    ['cancel', 'info'],
    ['fail', 'fail'],
  ])(
    "when WeChat answers %s, asks the server first (issue 46.1); not paid there: 'transaction payment failed', as a toast of kind %s (a cancel on purpose is no alarm)",
    async (outcome, type) => {
      platform.pay.mockResolvedValue(outcome);
      let read!: (paid: boolean) => void;
      confirm.paidAnyway.mockReturnValue(new Promise((resolve) => (read = resolve)));
      const paying = payFor('order', 1);
      await vi.waitFor(() => expect(confirm.paidAnyway).toHaveBeenCalledWith('order', 1, undefined));
      // No word of failure before the server's.
      expect($toast.get()).toMatchObject({ type: 'loading', message: 'Confirming payment…' });
      read(false);
      await expect(paying).resolves.toBe(false);
      expect($toast.get()).toMatchObject({ type, message: 'Transaction payment failed' });
      expect(confirm.confirmPayment).not.toHaveBeenCalled(); // nothing marked: the pay button stays
    },
  );

  it.each(['cancel', 'fail'])(
    'WeChat answers %s but the server reads it paid: the words of a confirmed ok, for an order, a plan and a top-up (issue 46.1)',
    async (outcome) => {
      platform.pay.mockResolvedValue(outcome);
      confirm.paidAnyway.mockResolvedValue(true);
      const card = { cardNo: '8866000000000001', validTime: 5, eggNumber: 30 };
      for (const [kind, id, of] of [
        ['order', 3, undefined],
        ['plan', 4, undefined],
        ['topUp', 5, card],
      ] as const) {
        await expect(payFor(kind, id, of)).resolves.toBe(true);
        expect(confirm.paidAnyway).toHaveBeenLastCalledWith(kind, id, of);
        expect($toast.get()).toMatchObject({ type: 'success', message: 'Transaction payment succeeded' });
      }
    },
  );

  it('asks to open the page in WeChat where there is no WeChat to pay with (nothing was paid: nothing to ask the server)', async () => {
    platform.pay.mockResolvedValue('unavailable');
    await expect(payFor('topUp', 3)).resolves.toBe(false);
    expect(api.payCombo).toHaveBeenCalledWith(3);
    expect($toast.get()?.message).toBe('Please open this page in WeChat');
    expect(confirm.paidAnyway).not.toHaveBeenCalled();
  });

  it('stops without asking WeChat when the API refuses (the client already said why)', async () => {
    api.payOrder.mockRejectedValue(new Error('refused'));
    await expect(payFor('order', 1)).resolves.toBe(false);
    expect(platform.pay).not.toHaveBeenCalled();
  });
});

describe('askBeforePaying: a second payment for what this phone saw WeChat approve (issue 46.2 and 46.4)', () => {
  beforeEach(() => {
    confirm.beforePaying.mockReset();
    $toast.set(null);
  });

  it('nothing seen: pay, with no question', async () => {
    confirm.beforePaying.mockResolvedValue('new');
    await expect(askBeforePaying('order', 1)).resolves.toBe('pay');
    expect($question.get()).toBeNull();
  });

  it("the server now reads it paid: 'transaction payment succeeded', and no payment", async () => {
    confirm.beforePaying.mockResolvedValue('paid');
    await expect(askBeforePaying('plan', 2)).resolves.toBe('paid');
    expect($toast.get()).toMatchObject({ type: 'success', message: 'Transaction payment succeeded' });
    expect($question.get()).toBeNull();
  });

  it.each([
    [true, 'pay'],
    [false, 'stop'],
  ] as const)('still unconfirmed: says so and asks; answered %s → %s', async (answer, result) => {
    confirm.beforePaying.mockResolvedValue('unconfirmed');
    const card = { cardNo: '8866000000000001', validTime: 5, eggNumber: 30 };
    const asking = askBeforePaying('topUp', 0, card);
    await vi.waitFor(() => expect($question.get()?.text).toBe('Your earlier payment for this is not confirmed yet. Pay again?'));
    expect(confirm.beforePaying).toHaveBeenCalledWith('topUp', 0, card);
    answerQuestion(answer);
    await expect(asking).resolves.toBe(result);
  });
});
