/**
 * One run of the WordPress import: what its steps share (./context.ts), the site read in both
 * languages (./languages.ts), the images (./images.ts), and the ways every content type is
 * written — an item created, updated in place or left alone, a post type item by item, a 301 from
 * an old address. The content types themselves are the files beside this one.
 */
import type { Payload, PayloadRequest } from 'payload'

import { normaliseFrom } from '@/features/content/contract'
import type { WpItem } from '../source/client'
import { formerSlug, type Bodies, type Mapped } from '../source/map'

import { RunContext } from './context'
import { Images } from './images'
import { Languages } from './languages'
import { COLLECTION, listedFrom, TAKEN_OVER, type ImportOptions, type ItemType, type Listed } from './types'

/** What an item is written as: English, then the Ukrainian fields. */
export interface Built {
  en: Record<string, unknown>
  /** The Ukrainian fields; a function of the saved English document when they name its rows. */
  uk: Record<string, unknown> | ((saved: Record<string, unknown>) => Record<string, unknown>) | null
  draft?: boolean
}

export interface ItemWrite {
  /** The fingerprint of what is imported: while it is the same, the item is left alone. */
  hash: string
  /**
   * Where the item would be if Parlour already has it (made by hand or by the demo): it is taken
   * over. At its slug unless said.
   */
  same?: { field: 'slug' | 'path'; value: string }
  /** The item's body (HTML), handed to `build` as rich text in each language, its images downloaded. */
  html?: Bodies
  build: (req: PayloadRequest, bodies: [RichText, RichText]) => Promise<Built>
}

export type RichText = Record<string, unknown> | null

export class ImportRun extends RunContext {
  readonly languages = new Languages(this)
  readonly images = new Images(this)

  /** A run, with the images earlier runs downloaded. */
  static async start(payload: Payload, options: ImportOptions): Promise<ImportRun> {
    const run = new ImportRun(payload, options)
    await run.images.load()
    return run
  }

  /**
   * Writes one item of a list: created, updated in place, or left alone when its fingerprint is
   * the same; English first, then the Ukrainian fields, in one transaction. Its Parlour id (a
   * placeholder in a dry run) is kept in the list; null when it could not be written.
   */
  async upsert(
    listed: Listed,
    item: { wpId: number; slug: string },
    label: string,
    how: ItemWrite,
  ): Promise<number | null> {
    const id = await this.write(listed, item, label, how)
    if (id !== null) listed.ids.set(item.wpId, id)
    return id
  }

  private async write(
    { type, known }: Listed,
    { wpId, slug }: { wpId: number; slug: string },
    label: string,
    { hash, same = { field: 'slug', value: slug }, html, build }: ItemWrite,
  ): Promise<number | null> {
    const { payload, o } = this
    const counts = this.summary.types[type]
    const collection = COLLECTION[type]
    let before = known.get(wpId)
    if (!before) {
      const { docs } = await payload.find({
        collection,
        where: { and: [{ [same.field]: { equals: same.value } }, { 'wordpress.itemId': { exists: false } }] },
        limit: 1,
        draft: true,
        ...o,
        select: {},
      })
      if (docs[0]) before = { id: docs[0].id as number, hash: null, takenOver: true }
    }
    if (before && before.hash === hash) {
      counts.unchanged++
      return before.id
    }
    if (this.dryRun) {
      counts[before ? 'updated' : 'created']++
      return before?.id ?? -wpId
    }
    let id: number
    this.images.beginItem()
    try {
      id = await this.transaction(async (req) => {
        const bodies = html ? await this.images.bodies(html, label, req) : ([null, null] as [null, null])
        const { en, uk, draft } = await build(req, bodies)
        const versioned = Boolean(payload.collections[collection].config.versions?.drafts)
        const data = {
          ...en,
          wordpress: { ...(en.wordpress as object), hash, ...(before?.takenOver ? { source: TAKEN_OVER } : {}) },
          ...(versioned ? { _status: draft ? 'draft' : 'published' } : {}),
        }
        const doc = before
          ? await payload.update({ collection, id: before.id, data: data as never, locale: 'en', ...o, req })
          : await payload.create({ collection, data: data as never, locale: 'en', ...o, req })
        if (uk) {
          const fields = typeof uk === 'function' ? uk(doc as unknown as Record<string, unknown>) : uk
          await payload.update({
            collection,
            id: doc.id,
            data: { ...fields, ...(versioned ? { _status: data._status } : {}) } as never,
            locale: 'uk',
            ...o,
            req,
          })
        }
        return doc.id as number
      })
    } catch (error) {
      // Its images went with the transaction: another item must download them again.
      this.images.forgetItem()
      // Refused by Parlour's own rules (an address taken, a field out of range): this item only.
      const status = (error as { status?: number }).status
      if (status !== 400 && (error as Error).name !== 'ValidationError') throw error
      counts.skipped++
      this.warn(`skipped ${label}: ${(error as Error).message}`)
      return before?.id ?? null
    }
    counts[before ? 'updated' : 'created']++
    known.set(wpId, { id, hash, takenOver: Boolean(before?.takenOver) })
    this.log(`${before ? 'updated' : 'created'} ${label}`)
    return id
  }

  /** A post type: its imported items, then each listed item mapped and written by `write`, or skipped with the reason. */
  async posts<D>(
    type: Exclude<ItemType, 'media' | 'redirects'>,
    noun: string,
    map: (item: WpItem, ua?: WpItem) => Mapped<D>,
    write: (listed: Listed, draft: D, label: string, item: WpItem) => Promise<void>,
  ): Promise<Listed> {
    const listed = listedFrom(type, await this.existing(COLLECTION[type]))
    const { en, ua } = await this.languages.both(type, true)
    let done = 0
    for (const item of en) {
      const mapped = map(item, ua.get(item.id))
      const label = `${noun} ${item.id} (${String(item.slug ?? '')})`
      if (!mapped.ok) this.skip(type, label, mapped.reason)
      else await write(listed, mapped.draft, label, item)
      this.progress(type, ++done, en.length)
    }
    listed.seen = new Set(en.map((item) => item.id))
    return listed
  }

  /** WordPress's slug when Parlour's had to differ, else Parlour's. */
  oldSlug(item: WpItem, slug: string): string {
    return formerSlug(item) ?? slug
  }

  /** A 301 from an address WordPress had to the one Parlour gives the item (once). */
  async redirect(oldPath: string, to: string): Promise<void> {
    // Stored in one form (escapes decoded…): looked up in that form.
    const from = normaliseFrom(oldPath)
    if (!from || from === to) return
    const { payload, o, dryRun } = this
    const counts = this.summary.types.redirects
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { from: { equals: from } },
      limit: 1,
      ...o,
      select: { to: true, origin: true },
    })
    const stored = docs[0]
    // Staff's own redirects stay as they are; an imported one follows its item.
    if (stored && (stored.to === to || stored.origin !== 'wordpress')) {
      counts.unchanged++
      return
    }
    if (stored) {
      counts.updated++
      if (!dryRun)
        await this.transaction((req) =>
          payload.update({ collection: 'redirects', id: stored.id, data: { to }, ...o, req }),
        )
      return
    }
    if (dryRun) {
      counts.created++
      return
    }
    try {
      await this.transaction((req) =>
        payload.create({ collection: 'redirects', data: { from, to, origin: 'wordpress' }, ...o, req }),
      )
      counts.created++
      this.log(`301 ${from} → ${to}`)
    } catch (error) {
      counts.skipped++
      this.warn(`no 301 from ${from} to ${to}: ${(error as Error).message}`)
    }
  }
}
