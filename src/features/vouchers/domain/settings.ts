/**
 * The salon's rules for vouchers sold online (the `voucher-settings` global): the amounts offered,
 * the limits of a custom amount, how long a voucher lasts, whether service vouchers are sold and
 * whether a buyer may have the voucher texted to the recipient on a date. Amounts are pence here;
 * the admin edits pounds. Pure: the page, the use case and the tests share these rules.
 */
import { DateTime } from 'luxon'

import { DEFAULT_VALID_MONTHS } from './voucher'

export interface VoucherSettings {
  /** Amounts offered as buttons, pence, ascending. */
  presets: number[]
  /** A custom amount's limits, pence. */
  min: number
  max: number
  /** A voucher lasts this many months from its sale. */
  validMonths: number
  serviceVouchers: boolean
  sendToRecipient: boolean
}

export const DEFAULT_VOUCHER_SETTINGS: VoucherSettings = {
  presets: [2_500, 5_000, 10_000, 15_000],
  min: 1_000,
  max: 50_000,
  validMonths: DEFAULT_VALID_MONTHS,
  serviceVouchers: true,
  sendToRecipient: true,
}

/** The salon's morning, when a voucher due on a date is texted to its recipient. */
export const SEND_HOUR = 9
export const SALON_ZONE = 'Europe/London'

const pence = (pounds: unknown): number | null =>
  typeof pounds === 'number' && Number.isFinite(pounds) && pounds > 0 ? Math.round(pounds * 100) : null

/** The stored global (pounds, fields possibly missing before the salon saved it) as settings. */
export function voucherSettingsFrom(raw: {
  presets?: { amount?: number | null }[] | null
  minAmount?: number | null
  maxAmount?: number | null
  validMonths?: number | null
  serviceVouchers?: boolean | null
  sendToRecipient?: boolean | null
}): VoucherSettings {
  const d = DEFAULT_VOUCHER_SETTINGS
  const min = pence(raw.minAmount) ?? d.min
  const max = Math.max(min, pence(raw.maxAmount) ?? d.max)
  const presets = raw.presets
    ? [...new Set(raw.presets.map((p) => pence(p.amount)).filter((p): p is number => p !== null))].sort((a, b) => a - b)
    : d.presets
  return {
    presets,
    min,
    max,
    validMonths:
      typeof raw.validMonths === 'number' && raw.validMonths >= 1 ? Math.round(raw.validMonths) : d.validMonths,
    serviceVouchers: raw.serviceVouchers ?? d.serviceVouchers,
    sendToRecipient: raw.sendToRecipient ?? d.sendToRecipient,
  }
}

/** Whether `amount` (pence) may be bought: a preset or a whole-penny sum within the limits. */
export function amountAllowed(s: VoucherSettings, amount: number): boolean {
  if (!Number.isInteger(amount)) return false
  return s.presets.includes(amount) || (amount >= s.min && amount <= s.max)
}

/**
 * What a service voucher costs: the lowest price the service is listed at (pounds, per salon), in
 * pence; null when it has no price or its price depends on a variant (no single service to name).
 */
export function serviceVoucherPrice(salonPrices: number[], hasVariants: boolean): number | null {
  if (hasVariants) return null
  const prices = salonPrices.filter((p) => Number.isFinite(p) && p > 0)
  return prices.length ? Math.round(Math.min(...prices) * 100) : null
}

/** Today's date in the salon's zone, YYYY-MM-DD. */
export function salonToday(now: Date): string {
  return DateTime.fromJSDate(now, { zone: SALON_ZONE }).toISODate()!
}

export type SendDate = { ok: true; at: Date } | { ok: false; reason: 'format' | 'past' | 'too_far'; message: string }

/**
 * When a voucher meant for `date` (YYYY-MM-DD, the salon's calendar) is texted to its recipient:
 * now for today, the salon's morning (09:00 London) for a later date. No earlier than today and
 * no later than the voucher lasts.
 */
export function sendMoment(date: string, now: Date, validMonths: number): SendDate {
  const day = DateTime.fromISO(date, { zone: SALON_ZONE })
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !day.isValid)
    return { ok: false, reason: 'format', message: 'Choose the date as YYYY-MM-DD.' }
  const today = salonToday(now)
  if (date < today) return { ok: false, reason: 'past', message: 'Choose today or a later date to send it on.' }
  const last = DateTime.fromJSDate(now, { zone: SALON_ZONE }).plus({ months: validMonths }).minus({ days: 1 })
  if (date > last.toISODate()!)
    return { ok: false, reason: 'too_far', message: 'Choose a date before the voucher expires.' }
  if (date === today) return { ok: true, at: now }
  return { ok: true, at: day.set({ hour: SEND_HOUR, minute: 0, second: 0, millisecond: 0 }).toJSDate() }
}
