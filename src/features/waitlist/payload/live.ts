/**
 * What tells the front desk's screens that a salon's waitlist changed (issue 30, decisions 0044 and
 * 0046): a hook on the waitlist's own entries, whoever writes them — a visitor joining or leaving
 * online, staff adding a client, an offer made, booked or run out. Each change names the salon and
 * the days the entry waits for (before and after the change), or "any date" for a long window; the
 * day lists showing one of them read again. Announced once the write commits (never if it rolls back).
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'

import { relationKey } from '@/platform/db/relation-id'
import { ANY_DATE } from '@/platform/live/bus'
import { publishAfterCommit, type DiaryPlace } from '@/platform/live/publish'

import { datesToAnnounce } from '../domain/waitlist'

type Doc = { salon?: unknown; from?: unknown; to?: unknown } | null | undefined

/** The places one entry touches: its salon on each day of its window, or on any date. */
export function entryPlaces(doc: Doc): DiaryPlace[] {
  const salon = relationKey(doc?.salon)
  if (!salon) return []
  const dates = datesToAnnounce({ from: String(doc?.from ?? ''), to: String(doc?.to ?? '') })
  return (dates ?? [ANY_DATE]).map((date) => ({ salon, date }))
}

const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  await publishAfterCommit(req, [...entryPlaces(doc), ...entryPlaces(previousDoc)])
  return doc
}

const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await publishAfterCommit(req, entryPlaces(doc))
  return doc
}

export const announceEntryChanges: NonNullable<CollectionConfig['hooks']> = {
  afterChange: [afterChange],
  afterDelete: [afterDelete],
}
