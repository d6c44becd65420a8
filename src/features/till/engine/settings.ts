import type { Payload } from 'payload'

import type { BonusRules } from '../domain/sale'

export interface TillRules {
  tips: boolean
  bonus: BonusRules
}

export async function tillRules(payload: Payload): Promise<TillRules> {
  const s = await payload.findGlobal({ slug: 'till-settings', overrideAccess: true, depth: 0 })
  return {
    tips: Boolean(s.tips),
    bonus: {
      enabled: Boolean(s.bonus?.enabled),
      perPound: s.bonus?.perPound ?? 1,
      pointValue: s.bonus?.pointValue ?? 1,
    },
  }
}
