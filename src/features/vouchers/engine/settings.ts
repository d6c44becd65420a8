import type { Payload, PayloadRequest } from 'payload'

import { voucherSettingsFrom, type VoucherSettings } from '../domain/settings'

/** The cache tag of the salon's voucher settings (the gift vouchers page), expired when staff save them. */
export const VOUCHER_SETTINGS_TAG = 'global:voucher-settings'

/** The salon's voucher settings as they are now (the defaults until the salon saves its own). */
export async function loadVoucherSettings(payload: Payload, req?: PayloadRequest): Promise<VoucherSettings> {
  const raw = await payload.findGlobal({ slug: 'voucher-settings', depth: 0, overrideAccess: true, req })
  return voucherSettingsFrom(raw)
}
