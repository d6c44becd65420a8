/**
 * A voucher sold: a fresh code (another is drawn in the vanishingly rare case one is taken), the
 * amount, what it is for, and its expiry (12 months by default). Paid now at the desk, or `new`
 * until Stripe reports the online payment.
 */
import { newVoucherCode } from '../domain/code'
import { DEFAULT_VALID_MONTHS, expiryFrom } from '../domain/voucher'
import type { NewVoucher, StoredVoucher, VoucherStore } from '../ports'

export type VoucherSale = Omit<NewVoucher, 'code' | 'expiresAt'> & { validMonths?: number; soldAt: Date }

export async function issueVoucher(
  store: VoucherStore,
  sale: VoucherSale,
  draw: () => string = newVoucherCode,
): Promise<StoredVoucher> {
  if (!Number.isInteger(sale.amount) || sale.amount < 1)
    throw new RangeError('A voucher is for a whole number of pence, at least 1')
  if (sale.kind === 'service' && !sale.serviceId) throw new RangeError('A service voucher names its service')
  const { validMonths = DEFAULT_VALID_MONTHS, soldAt, ...rest } = sale
  for (let attempt = 0; attempt < 5; attempt++) {
    const made = await store.create({ ...rest, code: draw(), expiresAt: expiryFrom(soldAt, validMonths) })
    if (made) return made
  }
  throw new Error('Five voucher codes in a row were taken: the code generator is broken')
}
