/** The app's api modules, loaded by answers-decode.test.ts only after fetch is routed to the server. */
export * as client from '../../src/api/client';
export * as user from '../../src/api/user';
export * as cards from '../../src/api/cards';
export * as combos from '../../src/api/combos';
export * as wechat from '../../src/api/wechat';
export * as products from '../../src/api/products';
export * as vouchers from '../../src/api/vouchers';
export * as addresses from '../../src/api/addresses';
export * as orders from '../../src/api/orders';
export * as plans from '../../src/api/plans';
