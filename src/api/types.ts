/**
 * The backend contract (spec §3 entities, §7 calls), shared by the app and the reference server.
 *
 * Times: the reference server sends millisecond timestamps; the formatters in src/lib also accept
 * 'YYYY-MM-DD HH:mm:ss' strings, which some backends send. Where §7 says the answer is "list", the data
 * is an array; where it says "list, total", an object with both.
 */

/** Every response: `{success, data, errMessage, errCode}`. */
export interface Envelope<T> {
  success: boolean;
  data: T;
  errMessage: string | null;
  errCode: string | null;
}

/** Millisecond timestamp, or a date(-time) string from a backend that sends those. */
export type Timestamp = number | string;

/** 3 → SVIP, 2 → VIP, anything else → ordinary (spec §4). */
export type CardLevel = number;

/** 0 pending payment, 1 in progress, 2 cancelled, 3 completed (spec §4). */
export type OrderState = 0 | 1 | 2 | 3;

/** 0 not executed, 1 completed, 2 execution failed. */
export type TriggerState = 0 | 1 | 2;

export type PlanType = 'ONE_WEEK' | 'TWO_WEEK' | 'FOUR_WEEK';

/** 0 a product paid with a card's eggs, 1 a voucher. */
export type OrderType = 0 | 1;

export interface Page<T> {
  list: T[];
  total: number;
}

/** The default card shown on the home summary. */
export interface UserCard {
  cardNo: string;
  validTime: Timestamp;
  level: CardLevel;
}

/** GET /api/user/current */
export interface CurrentUser {
  nickname: string;
  avatar: string;
  totalEgg: number;
  totalCard: number;
  totalVoucher: number;
  card: UserCard | null;
}

export interface Card {
  id: number;
  cardNo: string;
  level: CardLevel;
  /** The phone the card was issued to. */
  phone: string;
  /** The phone it was bound with. */
  bindPhone: string;
  eggNumber: number;
  money: number;
  validTime: Timestamp;
  default: boolean;
}

/** GET /api/card/info: a card as seen before binding. */
export interface CardInfo {
  canBind: boolean;
  /** True when the card may only be bound with `cardPhone`. */
  specifiedCard: boolean;
  cardPhone: string;
  cardNo: string;
  level: CardLevel;
  money: number;
  eggNumber: number;
  validTime: Timestamp;
}

export interface Product {
  id: number;
  name: string;
  spec: string;
  /** Retail price in yuan. */
  showMoney: number;
  /** Image keys, served under `/oss/`. */
  pictures: string[];
  /** Eggs one unit takes from the card: beyond spec §3, sent by the reference backend; others may not. */
  eggs?: number;
}

export interface Address {
  id: number;
  name: string;
  phone: string;
  address: string;
  isDefault: 0 | 1;
}

/** What the map picker answers. */
export interface LocationPick {
  poiname: string;
  poiaddress: string;
}

/** `Order.product` once parsed (it arrives as JSON text). */
export interface OrderProductSnapshot {
  pictures: string[];
  name: string;
  spec: string;
}

/** `Order.address` once parsed (it arrives as JSON text). */
export interface OrderAddressSnapshot {
  name: string;
  phone: string;
  address: string;
}

export interface Order {
  id: number;
  orderNo: string;
  state: OrderState;
  createTime: Timestamp;
  productNumber: number;
  /** JSON text of an OrderProductSnapshot; parse defensively. */
  product: string;
  /** JSON text of an OrderAddressSnapshot; parse defensively. */
  address: string;
  /** Delivery date as the number YYYYMMDD. */
  shipDate: number;
  remark: string;
  expressMoney: number;
  expressName: string | null;
  expressNo: string | null;
}

export interface Voucher {
  id: number;
  voucherNo: string;
  name: string;
  spec: string;
  showMoney: number;
  validTime: Timestamp;
  pictures: string[];
}

export interface Combo {
  id: number;
  name: string;
  description: string;
  /** What the top-up costs in yuan: beyond spec §3, sent by the reference backend; others may not. */
  price?: number;
}

export interface Plan {
  id: number;
  state: OrderState;
  createTime: Timestamp;
  startTime: Timestamp;
  type: PlanType;
  productNumber: number;
  deliveryCount: number;
  product: OrderProductSnapshot;
  address: OrderAddressSnapshot;
  payNo: string | null;
  sumLogiCosts: number;
  remark: string;
}

export interface PlanTrigger {
  state: TriggerState;
  triggerTime: Timestamp;
  finishTime: Timestamp | null;
  errMessage: string | null;
}

/** Answer of /api/pay/*: what WeChat's getBrandWCPayRequest needs. */
export interface PayParams {
  appId: string;
  timestamp: string;
  nonceStr: string;
  /** `prepay_id=…`, passed to WeChat as `package`. */
  packageStr: string;
  signType: string;
  paySign: string;
}

/** GET /wechat/jsSign */
export interface JsSign {
  appId: string;
  timestamp: number | string;
  nonceStr: string;
  signature: string;
}

/** POST /wechat/login */
export interface LoginResult {
  token: string;
  nickname: string;
  avatar: string;
}

/** GET /wechat/authorize: the token plus the user's fields. */
export interface AuthorizeResult extends LoginResult {
  openId?: string;
}

/** POST /api/card/giveCard: the share message for the friend. */
export interface GiveCardResult {
  url: string;
  iconUrl: string;
  title: string;
  description: string;
}

// ---- request payloads (spec §7) ----

export interface UnbindCardBody {
  cardNo: string;
  key: string;
  code: string;
  phone: string;
}

export interface BindCardBody {
  cardNo: string;
  key: string;
  phone: string;
  code: string;
}

export interface SaveAddressBody {
  /** Absent (or 0) creates a new address. */
  id?: number;
  name: string;
  phone: string;
  address: string;
  isDefault: 0 | 1;
}

export interface OrderCostsBody {
  addressId: number;
  productId: number;
  orderType: OrderType;
  /** The card id (product) or the voucher id (voucher). */
  payId: number;
  productNumber: number;
}

export interface PlanCostsBody {
  addressId: number;
  productId: number;
  cardId: number;
  productNumber: number;
  /** ms timestamps */
  shipTime: number;
  finishTime: number;
  type: PlanType;
}

export interface PlanCosts {
  costs: number;
  /** Delivery dates as ms timestamps. */
  dates: Timestamp[];
}

export interface CreateOrderBody {
  addressId: number;
  productId: number;
  cardId: number;
  productNumber: number;
  remark: string;
  /** YYYYMMDD */
  shipDate: number;
  /** False for a single order; true when the body belongs to a plan. */
  plan: boolean;
  /** ms timestamp of the delivery day's start */
  shipTime: number;
}

export interface CreatePlanBody extends CreateOrderBody {
  finishTime: number;
  type: PlanType;
}

export interface CreateVoucherOrderBody {
  addressId: number;
  voucherId: number;
  remark: string;
  shipDate: number;
  shipTime: number;
}

export interface CreateOrderResult {
  orderId: number;
  pay: boolean;
}

export interface CreatePlanResult {
  planId: number;
  pay: boolean;
}

export interface CreateComboBody {
  comboId: number;
  cardNo: string;
}

/**
 * Telemetry (issue 32): what a member's visit sends to `POST /telemetry` (outside /api, no
 * token), as one batch. Nothing personal: names are fixed words or route templates, never a URL.
 */
export type TelemetryVital = 'FCP' | 'LCP' | 'TTFB' | 'INP' | 'CLS';
/** The app's own moments, ms since the page started: the member card on screen, tap → first row, sign-in done. */
export type TelemetryMoment = 'card' | 'first-row' | 'sign-in';
export type TelemetryErrorKind = 'uncaught' | 'rejection' | 'boundary';

export type TelemetryRecord =
  | { kind: 'vital'; name: TelemetryVital; value: number }
  | { kind: 'moment'; name: TelemetryMoment; value: number }
  /** `message` is scrubbed of digits and capped by the sender; the server scrubs again. */
  | { kind: 'error'; name: TelemetryErrorKind; message: string }
  /** `name` is the route template (`/api/order/list`); status 0 = no answer (network, timeout). */
  | { kind: 'api'; name: string; status: number; code?: string; value: number };

export interface TelemetryBatch {
  /** The build that sent it (the app's build id). */
  build: string;
  records: TelemetryRecord[];
}
