/** The gift vouchers' components for the site's pages and the account (browser islands and the voucher card). */
export { AccountVouchers } from './ui/account-vouchers'
export { GiftVoucherShop, type ShopOffer } from './ui/gift-voucher-shop'
export { VoucherPrint } from './ui/voucher-print'
export { VOUCHER_WORDS } from './ui/voucher-words'
