/**
 * A client's marketing consent per channel (issue 31; Beauty Pro's `do_not_send_sms_promotion` and
 * `do_not_send_email`). Stored as "no offers" flags, so a client nobody asked is not written to:
 * UK GDPR and PECR want a positive opt-in, and a client who signs up has given none until they tick
 * it in their account. Reminders, confirmations and receipts are service messages and go whatever
 * these say.
 */

/** The stored flags: `true` = no offers by that channel. */
export interface MarketingFlags {
  noSmsMarketing?: boolean | null
  noEmailMarketing?: boolean | null
}

/** What the client agreed to, as the account and the API say it (`true` = send me offers). */
export interface MarketingConsent {
  sms: boolean
  email: boolean
}

/** A client nobody has asked: no offers by either channel. */
export const NO_MARKETING = { noSmsMarketing: true, noEmailMarketing: true } as const

export const consentOf = (flags: MarketingFlags): MarketingConsent => ({
  sms: flags.noSmsMarketing === false,
  email: flags.noEmailMarketing === false,
})

/** The flags for a change of consent; a channel not mentioned is left out (unchanged). */
export function flagsOf(consent: Partial<MarketingConsent>): MarketingFlags {
  return {
    ...(consent.sms === undefined ? {} : { noSmsMarketing: !consent.sms }),
    ...(consent.email === undefined ? {} : { noEmailMarketing: !consent.email }),
  }
}

const CHANNELS = ['noSmsMarketing', 'noEmailMarketing'] as const
/** A missing flag reads as the default: no offers. */
const flag = (value: boolean | null | undefined) => value !== false

/**
 * Whether a write changes the consent: a new client who agreed to something, or a channel whose
 * flag differs from the stored one. The client's record then keeps the moment (`marketingChangedAt`).
 */
export function consentChanged(data: MarketingFlags, before: MarketingFlags | undefined): boolean {
  return CHANNELS.some((channel) =>
    before ? data[channel] != null && flag(data[channel]) !== flag(before[channel]) : data[channel] === false,
  )
}
