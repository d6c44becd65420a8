import { featurePlugin } from '@/platform/payload/feature-plugin'

import { voucherRecipientsTask, voucherSmsTask } from '../engine/voucher-sms'
import { VoucherMovements } from './collections/voucher-movements'
import { Vouchers } from './collections/vouchers'
import { VoucherSettings } from './globals/VoucherSettings'
import { giveBackOnCancel, keepVisitsWithVouchers } from './hooks/give-back'
import { voucherPaid } from './hooks/voucher-paid'
import { eraseVoucherPeople } from './erase'

/** Gift vouchers' Payload parts: the vouchers, the ledger of their money, their paid hook on payments' requests, the buyer's and the recipient's texts, the salon's settings. */
export const vouchersPlugin = () =>
  featurePlugin({
    name: 'parlour-vouchers',
    erasers: [eraseVoucherPeople],
    collections: [Vouchers, VoucherMovements],
    hooksOn: {
      'payment-requests': { afterChange: [voucherPaid] },
      appointments: { afterChange: [giveBackOnCancel], beforeDelete: [keepVisitsWithVouchers] },
    },
    globals: [VoucherSettings],
    tasks: [voucherSmsTask, voucherRecipientsTask],
  })
