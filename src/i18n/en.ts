/**
 * English UI text. Strings quoted in ../shared/spec.md are copied word for word; the rest follow
 * the same plain, lower-case voice. `{name}` marks a parameter filled by t().
 */
export const en = {
  // app shell
  'app.name': 'Eggcard',
  'app.unexpectedError': 'Unexpected Application Error!',
  'app.backHome': 'back to home',
  'app.reload': 'reload',
  'app.notFound': 'the page does not exist',
  'app.back': 'back',
  'app.loading': 'loading...',
  'app.retry': 'retry',
  'app.loadFailed': 'failed to load',

  // network and session (spec §8)
  'net.tokenExpired': 'login has expired, please exit and reopen',
  'net.networkError': 'network error, please check your connection and try again',
  'net.timeout': 'the request timed out, please try again',
  'net.serverError': 'server error ({status}), please try again later',
  'net.malformed': 'the server sent an unexpected response, please try again later',
  'login.codeOrStateNull': 'code or state is null',
  'login.failed': 'sign-in failed, please exit and reopen',

  // platform (WeChat) adapter
  'platform.notWeChat': 'please open this page in WeChat',
  'platform.sdkLoadFailed': 'WeChat features failed to load, please reopen the page',
  'platform.configFailed': 'WeChat features are unavailable right now, please reopen the page',
  'platform.scanFailed': 'scan failed, please try again',
  'platform.locateFailed': 'could not get your location',
  'platform.cancelled': 'cancelled',
  'pay.succeeded': 'transaction payment succeeded',
  'pay.failed': 'transaction payment failed',

  // validation (spec §5)
  'validate.phoneInvalid': 'please enter a correct mobile number',
  'validate.phoneRequired': 'please enter phone number',
  'validate.receiverRequired': 'please enter receiver name',
  'validate.addressRequired': 'please enter detailed address',
  'validate.codeRequired': 'please enter verification code',
  'validate.keyMissing': 'please get verification code first',
  'validate.quantityMin': 'quantity cannot be less than 1',
  'validate.accountRequired': 'account cannot be empty',
  'bind.cannotBind': 'this card has been bound or is invalid',

  // success messages (spec §8)
  'done.setDefault': 'set successfully',
  'done.unbind': 'unbind successful',
  'done.bind': 'bind successful',
  'done.submit': 'submit successful',
  'done.orderCancelled': 'order has been cancelled',
  'done.planCancelled': 'order plan has been cancelled',
  'done.saved': 'saved successfully',

  // common controls
  'common.confirm': 'confirm',
  'common.close': 'close',
  'common.cancel': 'cancel',
  'common.save': 'save',
  'common.change': 'change',
  'common.submit': 'submit',
  'common.paySubmit': 'pay and submit',
  'common.pay': 'pay',
  'common.default': 'default',
  'common.edit': 'edit',
  'common.noMore': 'no more',
  'common.loadMoreFailed': 'failed to load more, tap to retry',
  'common.empty': 'nothing here yet',
  'common.choose': 'please choose',
  'stepper.decrease': 'decrease',
  'stepper.increase': 'increase',

  // SMS countdown (spec §4)
  'sms.send': 'send verification code',
  'sms.resendIn': '{n} seconds to resend',
  'sms.sent': 'verification code sent',

  // pull to refresh
  'pull.pulling': 'pull down to refresh',
  'pull.canRelease': 'release to refresh',
  'pull.refreshing': 'refreshing...',
  'pull.complete': 'refreshed',
  'pull.failed': 'refresh failed',

  // carousel
  'swiper.carousel': 'carousel',
  'swiper.slide': 'slide',
  'swiper.nOfM': '{n} of {m}',

  // membership card (spec §2, §4)
  'tier.svip': 'SVIP member',
  'tier.vip': 'VIP member',
  'tier.default': 'ordinary member',
  'card.validUntil': 'valid until',
  'card.eggsToRedeem': '{n} eggs available to redeem',
  'card.shipEggs': 'ship eggs',
  'card.defaultAvatar': 'avatar',

  // periods and states (spec §4, §9)
  'period.none': 'once',
  'period.ONE_WEEK': 'every week',
  'period.TWO_WEEK': 'every two weeks',
  'period.FOUR_WEEK': 'every four weeks',
  'state.0': 'pending payment',
  'state.1': 'in progress',
  'state.2': 'cancelled',
  'state.3': 'completed',
  'trigger.0': 'not executed',
  'trigger.1': 'completed',
  'trigger.2': 'execution failed',

  // debug login
  'login.title': 'debug login',
  'login.account': 'account',
  'login.submit': 'log in',

  // home
  'home.title': 'member home page',
  'home.noCard': 'you have not bound a membership card yet',
  'home.scanToBind': 'scan to bind',
  'home.totalEggs': 'total eggs',
  'home.cards': 'member cards',
  'home.combos': 'egg top-up offers',
  'home.vouchers': 'gift vouchers',
  'home.orders': 'my orders',
  'home.plans': 'order plans',
  'home.addresses': 'delivery addresses',
  'home.logout': 'log out',
  'home.debugLogin': 'debug login',
  'home.bindCard': 'bind card',
  'scan.unrecognised': 'this code is not a membership card, please scan the card code',

  // cards
  'cards.title': 'my cards',
  'cards.setDefault': 'set as default',
  'cards.gift': 'gift to friend',
  'cards.unbind': 'unbind card',
  'cards.unbindAction': 'unbind',
  'cards.empty': 'no cards',
  'cards.phone': 'phone',
  'cards.code': 'verification code',
  'cards.eggs': '{n} eggs',
  'cards.default': 'default card',

  // bind
  'bind.title': 'bind card',
  'bind.phone': 'phone',
  'bind.phonePlaceholder': 'mobile number',
  'bind.code': 'verification code',
  'bind.codePlaceholder': 'SMS code',
  'bind.submit': 'bind',
  'bind.noCardNo': 'no card number, please scan the card code again',

  // gift
  'share.title': 'gift a card',
  'share.explain': 'your friend taps the link to bind and claim the card',
  'share.phone': "friend's phone",
  'share.submit': 'share',
  'share.maskHint': 'tap ··· at the top right to send it to your friend',
  'share.noCard': 'no card was chosen, please go back and choose one',

  // top-up
  'combo.title': 'top-up',
  'combo.topUp': 'top up',
  'combo.hint': 'card validity is extended automatically after topping up',
  'combo.prev': 'previous card',
  'combo.next': 'next card',
  'combo.empty': 'no top-up offers',

  // vouchers
  'voucher.title': 'gift vouchers',
  'voucher.exchange': 'exchange',
  'voucher.validUntil': 'valid until {date}',
  'voucher.empty': 'no vouchers',

  // products
  'product.title': 'products',
  'product.exchange': 'exchange',
  'product.price': '¥{price}',
  'product.empty': 'no products',

  // exchange
  'swap.title': 'exchange product',
  'swap.voucherTitle': 'exchange voucher',
  'swap.address': 'delivery address',
  'swap.noAddress': 'please choose a delivery address',
  'swap.quantity': 'quantity',
  'swap.card': 'card',
  'swap.noCard': 'please choose a card',
  'swap.exchangeableEggs': 'exchangeable eggs',
  'swap.remark': 'remark',
  'swap.remarkPlaceholder': 'anything the courier should know',
  'swap.shipDate': 'delivery date',
  'swap.period': 'periodic delivery',
  'swap.endDate': 'end date',
  'swap.planExplain': '{n} deliveries, on {dates}',
  'swap.fee': 'total express fee',
  'swap.chooseDate': 'please choose a delivery date',
  'swap.chooseEndDate': 'please choose an end date',
  'swap.endBeforeShip': 'the end date cannot be earlier than the delivery date',
  'swap.planHint': 'choose an end date to see the delivery dates and the fee',
  'swap.cardNo': 'card number',
  'swap.voucher': 'voucher',
  'swap.changeAddress': 'change delivery address',
  'swap.changeCard': 'change card',
  'swap.noProduct': 'no product was chosen, please go back and choose one',
  'swap.noVoucher': 'no voucher was chosen, please go back and choose one',
  'swap.submittedUnpaid': 'submit successful; the order is waiting for payment, you can pay it from its detail',
  'swap.submittedUnpaidPlan': 'submit successful; the plan is waiting for payment, you can pay it from its detail',

  // orders and plans
  'order.title': 'my orders',
  'order.detailTitle': 'order detail',
  'order.empty': 'no orders',
  'order.no': 'order number',
  'order.time': 'order time',
  'order.quantity': 'quantity',
  'order.fee': 'express fee',
  'order.remark': 'remark',
  'order.receiver': 'receiver',
  'order.phone': 'phone',
  'order.shipDate': 'delivery date',
  'order.address': 'address',
  'order.expressName': 'express company',
  'order.expressNo': 'express number',
  'order.cancel': 'cancel order',
  'order.confirmCancel': 'confirm to cancel this order',
  'plan.title': 'order plans',
  'plan.detailTitle': 'plan detail',
  'plan.empty': 'no plans',
  'plan.period': 'period',
  'plan.quantity': 'quantity',
  'plan.deliveries': 'total deliveries',
  'plan.createTime': 'create time',
  'plan.payNo': 'payment number',
  'plan.fee': 'total express fee',
  'plan.triggers': 'deliveries',
  'plan.finishTime': 'finish time',
  'plan.error': 'error message',
  'plan.cancel': 'cancel plan',
  'plan.confirmCancel': 'confirm to cancel this plan',
  'plan.triggerTime': 'scheduled time',
  'plan.noTriggers': 'no deliveries yet',
  'detail.missing': 'this record could not be opened, please go back and choose it again',

  // addresses
  'address.title': 'delivery addresses',
  'address.editTitle': 'edit address',
  'address.addTitle': 'add address',
  'address.add': 'add address',
  'address.empty': 'no addresses',
  'address.name': 'receiver name',
  'address.phone': 'phone',
  'address.detail': 'detailed address',
  'address.map': 'choose on map',
  'address.setDefault': 'set as default address',
  'address.save': 'save',

  // map
  'map.title': 'choose location',
  'map.confirm': 'confirm',
  'map.myLocation': 'my location',
  'map.frameTitle': 'map location picker',
  'map.locating': 'getting your location...',
} as const;

export type MessageKey = keyof typeof en;
