import { revalidateTag } from 'next/cache'
import type { GlobalAfterChangeHook } from 'payload'

import { VOUCHER_SETTINGS_TAG } from '../../engine/settings'

/** On the voucher settings: the gift vouchers page shows the new amounts on its next request. */
export const expireVoucherSettings: GlobalAfterChangeHook = ({ doc, req }) => {
  if (req.context.disableRevalidate) return doc
  try {
    revalidateTag(VOUCHER_SETTINGS_TAG, { expire: 0 })
  } catch {
    // Outside a request (a script, a test): nothing of the site's is cached here to expire.
  }
  return doc
}
