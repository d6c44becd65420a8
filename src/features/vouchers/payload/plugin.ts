import { featurePlugin } from '@/platform/payload/feature-plugin'

import { voucherSmsTask } from '../engine/voucher-sms'
import { VoucherMovements } from './collections/voucher-movements'
import { Vouchers } from './collections/vouchers'
import { giveBackOnCancel, keepVisitsWithVouchers } from './hooks/give-back'
import { voucherPaid } from './hooks/voucher-paid'

/** Gift vouchers' Payload parts: the vouchers, the ledger of their money, their paid hook on payments' requests, the buyer's text. */
export const vouchersPlugin = () =>
  featurePlugin({
    name: 'parlour-vouchers',
    collections: [Vouchers, VoucherMovements],
    hooksOn: {
      'payment-requests': { afterChange: [voucherPaid] },
      appointments: { afterChange: [giveBackOnCancel], beforeDelete: [keepVisitsWithVouchers] },
    },
    tasks: [voucherSmsTask],
  })
