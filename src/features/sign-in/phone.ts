import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'

/**
 * Phone numbers of clients: UK first (a national number such as 07911 123456 is read as British),
 * Ukrainian numbers accepted (+380…, or a Ukrainian national number 0XX XXX XXXX). Stored and
 * compared in E.164 (+447911123456).
 *
 * Ofcom's drama range 07700 900000–900999 is reserved for fiction and unknown to the phone
 * metadata; it is accepted so the demo and the tests never use anybody's real number (an SMS to it
 * goes nowhere).
 */
const UK_REGIONS = new Set<CountryCode>(['GB', 'GG', 'JE', 'IM'])
const DRAMA = /^\+447700900\d{3}$/

export type PhoneResult = { ok: true; e164: string } | { ok: false; message: string }

export const PHONE_MESSAGE = 'Enter a UK or Ukrainian mobile number, e.g. 07911 123456 or +380 67 123 4567.'

export function normalisePhone(input: unknown): PhoneResult {
  if (typeof input !== 'string' || input.trim().length < 6 || input.length > 32)
    return { ok: false, message: PHONE_MESSAGE }
  const text = input.trim()
  const candidates = [parsePhoneNumberFromString(text, 'GB'), parsePhoneNumberFromString(text, 'UA')]
  for (const phone of candidates) {
    if (!phone) continue
    if (DRAMA.test(phone.number)) return { ok: true, e164: phone.number }
    if (!phone.isValid()) continue
    const country = phone.country
    if (!country || !(UK_REGIONS.has(country) || country === 'UA')) continue
    const type = phone.getType()
    if (type === 'FIXED_LINE' || type === 'TOLL_FREE' || type === 'PREMIUM_RATE' || type === 'SHARED_COST') {
      return { ok: false, message: 'This looks like a landline: enter a mobile number that can receive a text.' }
    }
    return { ok: true, e164: phone.number }
  }
  return { ok: false, message: PHONE_MESSAGE }
}
