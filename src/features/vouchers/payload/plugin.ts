import { featurePlugin } from '@/platform/payload/feature-plugin'

import { VoucherMovements } from './collections/voucher-movements'
import { Vouchers } from './collections/vouchers'

/** Gift vouchers' Payload parts: the vouchers and the ledger of their money. */
export const vouchersPlugin = () =>
  featurePlugin({
    name: 'parlour-vouchers',
    collections: [Vouchers, VoucherMovements],
  })
