/**
 * Every action of src/api (issue 46.5: a call the member's tap sends, which with no network is told
 * it needs the network where the member is, keeping what was typed), by the tap that sends it.
 * tests/e2e/offline-actions.test.ts makes each tap offline in Chromium; tests/architecture/offline-actions.test.ts
 * fails when src/api has an action that is not here, or this names a call that is no action.
 * Data only: the unit test imports it without a browser.
 */
export const OFFLINE_ACTIONS = {
  'exchange a product: Pay and submit': '/api/order/create',
  'exchange on a weekly plan: Pay and submit': '/api/orderPlan/create',
  'exchange a voucher: Pay and submit': '/api/order/createVoucher',
  "an order's detail: Pay": '/api/pay/order',
  "an order's detail: Cancel order": '/api/order/cancel',
  "a plan's detail: Pay": '/api/pay/plan',
  "a plan's detail: Cancel plan": '/api/orderPlan/cancel',
  'bind: Send verification code': '/api/sms/send',
  'bind: Bind': '/api/card/bind',
  'the unbind sheet: Unbind': '/api/card/unbind',
  'member cards: Set as default': '/api/card/defaultCard',
  'add address: Save': '/api/address/save',
  'gift a card: Share': '/api/card/giveCard',
  'top-up: Top up': '/api/combo/create',
  'top-up: its payment, the network gone once the top-up was made': '/api/pay/combo',
} as const;

export type OfflineAction = keyof typeof OFFLINE_ACTIONS;

/** Actions no production build offers, so no journey can tap them: the debug login (development builds only). */
export const DEV_ONLY_ACTIONS = ['/wechat/login'];
