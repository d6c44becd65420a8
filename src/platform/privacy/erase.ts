/**
 * Erasing a client (issue 31, UK GDPR's right to erasure): each feature forgets what it holds about
 * the person — its own collections and fields — through one `ClientEraser`, all inside the erasure's
 * transaction. Records the law makes the salon keep (visits, sales, payments) stay, pointing at the
 * client's row, which no longer says who they were.
 */
import type { Payload, PayloadRequest } from 'payload'

/** The client being erased, as they were just before. */
export interface ErasedClient {
  id: number
  phone: string | null
  email: string | null
  /** The forms of their name to remove from free text about them ("Anna Kowalska", "Anna"…), longest first. */
  names: string[]
  /**
   * First and last name together, when both are known: the only form removed from texts not tied to
   * the client (another client may share a first name).
   */
  fullName: string | null
}

/**
 * Work for after the commit, outside the database (a file, Stripe). Answers a sentence for the data
 * log when something could not be done (e.g. "Stripe could not be reached: …"), else nothing.
 */
export type AfterErasure = () => Promise<string | void>

/** What one feature forgets of `client`, within `req`'s transaction. */
export type ClientEraser = (payload: Payload, client: ErasedClient, req: PayloadRequest) => Promise<AfterErasure | void>

/** What stands in a text for an erased client's name. */
export const ERASED_NAME = 'a client'

/** `text` with each of `names` (whole words, any letter case) replaced by "a client". */
export function withoutNames(text: string, names: readonly string[]): string {
  let out = text
  for (const name of names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'), ERASED_NAME)
  }
  return out
}

/** The forms of a client's name worth looking for in free text: the full name, then each part of 3+ letters. */
export function namesOf(client: { firstName?: string | null; lastName?: string | null }): string[] {
  const parts = [client.firstName, client.lastName].map((p) => p?.trim() ?? '').filter(Boolean)
  const full = parts.join(' ')
  const all = [full, ...parts.filter((p) => p.length >= 3)].filter(Boolean)
  return [...new Set(all)].sort((a, b) => b.length - a.length)
}
