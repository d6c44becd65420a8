/**
 * Bringing a WordPress site's content into Parlour (issue 16): salons, the services category tree
 * and services, the blog, stylists with their skills, vacancies, the content pages and the
 * contacts, with their images, in English and — where the site answers `lang=ua` with other
 * words — Ukrainian.
 *
 * - **Idempotent**: every imported item keeps its WordPress id and a fingerprint of what was
 *   imported (`wordpress` group, src/cms/fields/common.ts). A second run finds it by that id,
 *   leaves it alone when nothing changed and updates it in place when something did.
 * - **Safe**: each item is written in its own transaction (English, Ukrainian and its image
 *   together), so a run stopped part-way leaves whole items only; a malformed item is skipped with
 *   a line saying why; `dryRun` counts and writes nothing; nothing is deleted unless `prune`.
 * - Slugs and the tree are kept, so every service answers at its old address; a slug Parlour
 *   cannot take (Cyrillic, capitals, underscores) is made an address part and the old address
 *   gets a 301 (the `redirects` collection).
 * - `modifiedAfter` (the sync) asks WordPress only for posts changed since then; terms, which
 *   WordPress does not date, are read whole and compared.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { normaliseFrom } from '@/features/content/redirects/paths'
import { isWordPressError, type WordPressClient, type WpItem } from '@/lib/wordpress/client'
import type { ImageRef } from '@/lib/wordpress/items'
import { htmlToRichText } from './rich-text'
import {
  categoryTree,
  formerSlug,
  mapArticle,
  mapCategory,
  mapContacts,
  mapEmployee,
  mapPage,
  mapSkill,
  mapTerm,
  mapVacancy,
  mapSalon,
  mapService,
  type ArticleDraft,
  type CategoryDraft,
  type ContactsDraft,
  type EmployeeDraft,
  type Mapped,
  type PageDraft,
  type SalonDraft,
  type ServiceDraft,
  type SkillDraft,
  type VacancyDraft,
} from '@/lib/wordpress/map'

/** Each imported type (WordPress's name) and the Parlour collection it becomes. */
const COLLECTION = {
  salons_categories: 'salons-categories',
  salons: 'salons',
  services_categories: 'services-categories',
  services: 'services',
  articles_categories: 'articles-categories',
  articles: 'articles',
  employees_categories: 'employees-categories',
  skills_categories: 'skills-categories',
  skills: 'skills',
  employees: 'employees',
  vacancies: 'vacancies',
  pages: 'pages',
  media: 'media',
  redirects: 'redirects',
} as const
type Collection = (typeof COLLECTION)[keyof typeof COLLECTION]
/** The contacts are a global, not a collection. */
export type ImportedType = keyof typeof COLLECTION | 'contacts'
const TYPES: ImportedType[] = [...(Object.keys(COLLECTION) as (keyof typeof COLLECTION)[]), 'contacts']

export interface TypeSummary {
  created: number
  updated: number
  unchanged: number
  skipped: number
  deleted: number
}

export interface ImportSummary {
  dryRun: boolean
  types: Record<ImportedType, TypeSummary>
  /** Lines a person should read: skipped items, unresolved references, missing images. */
  warnings: string[]
  /** Why the run stopped early (the site went away, refused the password…); null when it completed. */
  failed: string | null
}

export interface ImportOptions {
  client: WordPressClient
  dryRun?: boolean
  prune?: boolean
  /** One line per event (skips, failures); the caller prints them. */
  log?: (line: string) => void
  /** Progress per type: called with the type, items done and items in all. */
  progress?: (type: ImportedType, done: number, total: number) => void
  /**
   * Only posts modified after this moment (ISO 8601; WordPress's `modified_after`): the sync's
   * runs after the first. Terms are read whole (WordPress keeps no date on them).
   */
  modifiedAfter?: string
}

const empty = (): TypeSummary => ({ created: 0, updated: 0, unchanged: 0, skipped: 0, deleted: 0 })
const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url')
const DEFAULT_ZONE = 'Europe/London'

interface Existing {
  id: number
  hash: string | null
  /** Made in Parlour (by hand or by the demo) and taken over by the import: never pruned. */
  takenOver: boolean
}

/** `wordpress.source` of an item Parlour had before an import took it over. */
const TAKEN_OVER = 'parlour'

/** A type's imported items (`known`), Parlour ids by WordPress id, and what the site listed this run. */
interface Listed {
  known: Map<number, Existing>
  ids: Map<number, number>
  seen: Set<number>
  /** The site had no such list this run: nothing of it is pruned. */
  unread?: boolean
}

const idsOf = (known: Map<number, Existing>) => new Map([...known].map(([wpId, e]) => [wpId, e.id]))
/** The Parlour ids of those WordPress ids that were imported (a dry run's are placeholders below zero). */
const resolve = (ids: Map<number, number>, wpIds: number[]) => wpIds.flatMap((w) => (ids.has(w) ? [ids.get(w)!] : []))
/** An id to write: a dry run's placeholder is none. */
const written = (id: number | null | undefined) => (id && id > 0 ? id : null)

/** Runs `fn` in one transaction of its own: committed when it returns, rolled back when it throws. */
async function inTransaction<T>(payload: Payload, fn: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await fn(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

export async function importWordPress(payload: Payload, options: ImportOptions): Promise<ImportSummary> {
  const { client } = options
  const dryRun = Boolean(options.dryRun)
  const log = options.log ?? (() => {})
  const summary: ImportSummary = {
    dryRun,
    types: Object.fromEntries(TYPES.map((t) => [t, empty()])) as Record<ImportedType, TypeSummary>,
    warnings: [],
    failed: null,
  }
  const warn = (line: string) => {
    summary.warnings.push(line)
    log(`warning: ${line}`)
  }
  const o = { overrideAccess: true, depth: 0 } as const

  /** Imported items of a collection by WordPress id. */
  async function existing(collection: Collection): Promise<Map<number, Existing>> {
    const { docs } = await payload.find({
      collection,
      where: { 'wordpress.itemId': { exists: true } },
      limit: 0,
      pagination: false,
      draft: true,
      ...o,
      select: { wordpress: true },
    })
    const map = new Map<number, Existing>()
    for (const d of docs as {
      id: number
      wordpress?: { itemId?: number | null; hash?: string | null; source?: string | null }
    }[])
      if (d.wordpress?.itemId)
        map.set(d.wordpress.itemId, {
          id: d.id,
          hash: d.wordpress.hash ?? null,
          takenOver: d.wordpress.source === TAKEN_OVER,
        })
    return map
  }

  /**
   * Both languages of a list: English, and the Ukrainian variants by id (none when the site has
   * none). With `modifiedAfter`, posts changed since then in either language (an item whose
   * Ukrainian text alone changed is read in English by its id).
   */
  async function both(
    route: string,
    dated = false,
    optional = false,
  ): Promise<{ en: WpItem[]; ua: Map<number, WpItem>; unread?: boolean }> {
    const since: Record<string, string> =
      dated && options.modifiedAfter ? { modified_after: options.modifiedAfter } : {}
    let en: WpItem[]
    try {
      en = await client.list(route, since)
    } catch (error) {
      // A list the old site had but this one does not (no salon categories): nothing to import.
      if (!optional || !isWordPressError(error) || error.reason !== 'not_found') throw error
      warn(`the site has no ${route} list: none imported`)
      return { en: [], ua: new Map(), unread: true }
    }
    const ua = new Map<number, WpItem>()
    for (const item of await ukrainian(route, en, since)) ua.set(item.id, item)
    if (dated && options.modifiedAfter) {
      const listed = new Set(en.map((i) => i.id))
      for (const id of ua.keys())
        if (!listed.has(id)) {
          const item = (await client.one(`${route}/${id}`, { lang: 'en' })) as WpItem | null
          if (item && typeof item.id === 'number') en.push(item)
        }
      // And the Ukrainian of what changed in English only (a site that dates each language apart),
      // so that English words are not written over it.
      if (ukrainianCode)
        for (const item of en)
          if (!ua.has(item.id)) {
            const variant = (await client.one(`${route}/${item.id}`, { lang: ukrainianCode })) as WpItem | null
            if (variant && variant.id === item.id) ua.set(item.id, variant)
          }
    }
    return { en, ua }
  }

  /**
   * The Ukrainian variants of a list: asked with `lang=ua` (the old site's code); while no list has
   * answered that with other words, also with `uk` (Polylang's code for Ukrainian), and the code
   * that answers is kept for the rest of the run.
   */
  let ukrainianCode: 'ua' | 'uk' | null = null
  const words = (i: WpItem) => JSON.stringify([i.title, i.name, i.content, i.excerpt, i.acf])
  async function ukrainian(route: string, en: WpItem[], since: Record<string, string>): Promise<WpItem[]> {
    if (ukrainianCode) return client.list(route, { lang: ukrainianCode, ...since })
    const english = new Map(en.map((i) => [i.id, words(i)]))
    const differs = (list: WpItem[]) => list.some((i) => english.has(i.id) && english.get(i.id) !== words(i))
    const ua = await client.list(route, { lang: 'ua', ...since })
    if (differs(ua)) {
      ukrainianCode = 'ua'
      return ua
    }
    const uk = await client.list(route, { lang: 'uk', ...since })
    if (differs(uk)) {
      ukrainianCode = 'uk'
      return uk
    }
    return ua
  }

  // ── Images: downloaded once, kept by their WordPress id (or address) ──
  const mediaKnown = await existing('media')
  const mediaBySource = new Map<string, number>()
  {
    const { docs } = await payload.find({
      collection: 'media',
      where: { 'wordpress.source': { exists: true } },
      limit: 0,
      pagination: false,
      ...o,
      select: { wordpress: true },
    })
    for (const d of docs as { id: number; wordpress?: { source?: string | null } }[])
      if (d.wordpress?.source) mediaBySource.set(d.wordpress.source, d.id)
  }
  const mediaCache = new Map<string, Promise<number | null>>()
  /** Images created in the item being written: forgotten again when its transaction rolls back. */
  let madeInItem: { key: string; url: string; mediaId: number | null }[] = []
  const forgetMadeInItem = () => {
    for (const m of madeInItem) {
      mediaCache.delete(m.key)
      mediaBySource.delete(m.url)
      if (m.mediaId) mediaKnown.delete(m.mediaId)
    }
    madeInItem = []
  }

  /** A Parlour media id for an image (downloaded when new); null with a warning when it cannot be had. */
  function image(ref: ImageRef | null, owner: string, req?: PayloadRequest): Promise<number | null> {
    if (!ref) return Promise.resolve(null)
    const key = ref.mediaId ? `id:${ref.mediaId}` : `url:${ref.url}`
    if (!mediaCache.has(key)) mediaCache.set(key, fetchImage(ref, owner, req))
    return mediaCache.get(key)!
  }

  async function fetchImage(ref: ImageRef, owner: string, req?: PayloadRequest): Promise<number | null> {
    if (ref.mediaId && mediaKnown.has(ref.mediaId)) {
      summary.types.media.unchanged++
      return mediaKnown.get(ref.mediaId)!.id
    }
    let url = ref.url ? new URL(ref.url, client.base).href : null
    let alt = ref.alt
    if (!url && ref.mediaId) {
      const media = (await client.one(`media/${ref.mediaId}`)) as { source_url?: unknown; alt_text?: unknown } | null
      url = typeof media?.source_url === 'string' ? media.source_url : null
      alt ||= typeof media?.alt_text === 'string' ? media.alt_text : ''
    }
    if (!url) {
      summary.types.media.skipped++
      warn(`the image of ${owner} (media ${ref.mediaId}) is not on the site`)
      return null
    }
    if (mediaBySource.has(url)) {
      summary.types.media.unchanged++
      return mediaBySource.get(url)!
    }
    if (new URL(url).origin !== client.base.origin) {
      summary.types.media.skipped++
      warn(`the image of ${owner} is on another site (${new URL(url).host}): not downloaded, imported without it`)
      return null
    }
    if (dryRun) {
      summary.types.media.created++
      return null
    }
    const file = await client.file(url)
    if (!file || !file.type.startsWith('image/')) {
      summary.types.media.skipped++
      warn(`the image of ${owner} could not be downloaded (${url}): imported without it`)
      return null
    }
    const name = path.basename(new URL(url).pathname) || `wordpress-${ref.mediaId ?? 'image'}`
    const doc = await payload.create({
      collection: 'media',
      data: { alt: alt || owner, wordpress: { itemId: ref.mediaId ?? undefined, source: url } },
      file: { data: file.data, mimetype: file.type, name, size: file.data.length },
      ...o,
      req,
    })
    summary.types.media.created++
    mediaBySource.set(url, doc.id)
    if (ref.mediaId) mediaKnown.set(ref.mediaId, { id: doc.id, hash: null, takenOver: false })
    madeInItem.push({ key: ref.mediaId ? `id:${ref.mediaId}` : `url:${ref.url}`, url, mediaId: ref.mediaId })
    return doc.id
  }

  /**
   * Writes one item: created, updated in place, or left alone when its fingerprint is the same.
   * English first, then the Ukrainian fields, in one transaction.
   */
  async function upsert(
    type: Exclude<ImportedType, 'contacts'>,
    known: Map<number, Existing>,
    wpId: number,
    label: string,
    build: (req?: PayloadRequest) => Promise<{
      en: Record<string, unknown>
      /** The Ukrainian fields; a function of the saved English document when they name its rows. */
      uk: Record<string, unknown> | ((saved: Record<string, unknown>) => Record<string, unknown>) | null
      draft?: boolean
    }>,
    hash: string,
    /** Where the item would be if Parlour already has it (made by hand or by the demo): it is taken over. */
    same?: { field: 'slug' | 'path'; value: string },
  ): Promise<number | null> {
    const counts = summary.types[type]
    const collection = COLLECTION[type]
    let before = known.get(wpId)
    if (!before && same) {
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
    if (dryRun) {
      counts[before ? 'updated' : 'created']++
      return before?.id ?? -wpId
    }
    let id: number
    madeInItem = []
    try {
      id = await inTransaction(payload, async (req) => {
        const { en, uk, draft } = await build(req)
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
      forgetMadeInItem()
      // Refused by Parlour's own rules (an address taken, a field out of range): this item only.
      const status = (error as { status?: number }).status
      if (status !== 400 && (error as Error).name !== 'ValidationError') throw error
      counts.skipped++
      warn(`skipped ${label}: ${(error as Error).message}`)
      return before?.id ?? null
    }
    counts[before ? 'updated' : 'created']++
    known.set(wpId, { id, hash, takenOver: Boolean(before?.takenOver) })
    log(`${before ? 'updated' : 'created'} ${label}`)
    return id
  }

  const skip = (type: ImportedType, label: string, reason: string) => {
    summary.types[type].skipped++
    warn(`skipped ${label}: ${reason}`)
  }

  /** A small taxonomy (blog, stylist or skill categories), parents before children. */
  async function terms(
    type: 'salons_categories' | 'articles_categories' | 'employees_categories' | 'skills_categories',
    noun: string,
  ): Promise<Listed> {
    const known = await existing(COLLECTION[type])
    const ids = idsOf(known)
    const { en, ua, unread } = await both(type, false, type === 'salons_categories')
    const seen = new Set(en.map((item) => item.id))
    const drafts = en.flatMap((item) => {
      const mapped = mapTerm(item, ua.get(item.id))
      if (!mapped.ok) skip(type, `${noun} ${item.id}`, mapped.reason)
      return mapped.ok ? [mapped.draft] : []
    })
    let pending = drafts
    let done = 0
    while (pending.length) {
      const ready = pending.filter((d) => d.parentWpId == null || ids.has(d.parentWpId))
      if (!ready.length) {
        for (const d of pending) skip(type, `${noun} ${d.wpId} (${d.slug})`, 'its parent is not on the site')
        break
      }
      for (const d of ready) {
        const parent = d.parentWpId == null ? null : ids.get(d.parentWpId)!
        const id = await upsert(
          type,
          known,
          d.wpId,
          `${noun} ${d.wpId} (${d.slug})`,
          async () => ({
            en: {
              name: d.name.en,
              slug: d.slug,
              parent: written(parent),
              order: d.order,
              wordpress: { itemId: d.wpId },
            },
            uk: d.name.uk ? { name: d.name.uk } : null,
          }),
          fingerprint({ ...d, parent }),
          { field: 'slug', value: d.slug },
        )
        if (id !== null) ids.set(d.wpId, id)
        options.progress?.(type, ++done, drafts.length)
      }
      pending = pending.filter((d) => !ready.includes(d))
    }
    return { known, ids, seen, unread }
  }

  /** Each item of a list: mapped, or skipped with the reason; progress as it goes. */
  async function eachItem<D>(
    type: ImportedType,
    route: string,
    noun: string,
    map: (item: WpItem, ua?: WpItem) => Mapped<D>,
    write: (draft: D, label: string, item: WpItem) => Promise<void>,
  ): Promise<Set<number>> {
    const { en, ua } = await both(route, true)
    let done = 0
    for (const item of en) {
      const mapped = map(item, ua.get(item.id))
      const label = `${noun} ${item.id} (${String(item.slug ?? '')})`
      if (!mapped.ok) skip(type, label, mapped.reason)
      else await write(mapped.draft, label, item)
      options.progress?.(type, ++done, en.length)
    }
    return new Set(en.map((item) => item.id))
  }

  /** A post type: its imported items, then each listed item written by `write`. */
  async function posts<D>(
    type: Exclude<ImportedType, 'contacts' | 'media' | 'redirects'>,
    noun: string,
    map: (item: WpItem, ua?: WpItem) => Mapped<D>,
    write: (listed: Listed, draft: D, label: string, item: WpItem) => Promise<void>,
  ): Promise<Listed> {
    const known = await existing(COLLECTION[type])
    const listed: Listed = { known, ids: idsOf(known), seen: new Set() }
    listed.seen = await eachItem(type, type, noun, map, (d, label, item) => write(listed, d, label, item))
    return listed
  }

  /** Rich text from a body, its images downloaded as Parlour media. */
  const body = (html: string | null, owner: string, req?: PayloadRequest) =>
    html
      ? htmlToRichText(payload, html, (src, alt) => image({ mediaId: null, url: src, alt }, owner, req))
      : Promise.resolve(null)

  /** A 301 from an address WordPress had to the one Parlour gives the item (once). */
  async function redirect(oldPath: string, to: string): Promise<void> {
    // Stored in one form (escapes decoded…): looked up in that form.
    const from = normaliseFrom(oldPath)
    if (!from || from === to) return
    const counts = summary.types.redirects
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
        await inTransaction(payload, (req) =>
          payload.update({ collection: 'redirects', id: stored.id, data: { to }, ...o, req }),
        )
      return
    }
    if (dryRun) {
      counts.created++
      return
    }
    try {
      await inTransaction(payload, (req) =>
        payload.create({ collection: 'redirects', data: { from, to, origin: 'wordpress' }, ...o, req }),
      )
      counts.created++
      log(`301 ${from} → ${to}`)
    } catch (error) {
      counts.skipped++
      warn(`no 301 from ${from} to ${to}: ${(error as Error).message}`)
    }
  }
  /** WordPress's slug when Parlour's had to differ, else Parlour's. */
  const oldSlug = (item: WpItem, slug: string) => formerSlug(item) ?? slug

  try {
    // ── Salon categories, then the salons ──
    const salonCats = await terms('salons_categories', 'salon category')
    const salons = await posts('salons', 'salon', mapSalon, async (listed, d: SalonDraft, label, item) => {
      const category = d.categoryWpId == null ? null : (salonCats.ids.get(d.categoryWpId) ?? null)
      const complete = Boolean(d.street && d.city && d.postcode && d.phone)
      if (!complete)
        warn(`${label} has no full address or phone on the site: imported as a draft to finish in the admin`)
      const id = await upsert(
        'salons',
        listed.known,
        d.wpId,
        label,
        async (req) => ({
          en: {
            title: d.title.en,
            slug: d.slug,
            order: d.order,
            category: written(category),
            address: { street: d.street || d.title.en, city: d.city || 'London', postcode: d.postcode },
            phone: d.phone,
            timezone: DEFAULT_ZONE,
            image: await image(d.image, label, req),
            wordpress: { itemId: d.wpId, modified: d.modified },
          },
          uk: d.title.uk ? { title: d.title.uk } : null,
          draft: !complete,
        }),
        fingerprint({ ...d, category }),
        { field: 'slug', value: d.slug },
      )
      if (id !== null) {
        listed.ids.set(d.wpId, id)
        await redirect(`/salons/${oldSlug(item, d.slug)}/`, `/salons/${d.slug}/`)
      }
    })

    // ── The services category tree, parents first ──
    const categoriesKnown = await existing('services-categories')
    const categories: Listed = { known: categoriesKnown, ids: idsOf(categoriesKnown), seen: new Set() }
    const categoryLevel = new Map<number, number>()
    /** Each category's path in Parlour, and the one it had on WordPress. */
    const categoryPath = new Map<number, { now: string; was: string }>()
    {
      const { en, ua } = await both('services_categories')
      categories.seen = new Set(en.map((item) => item.id))
      const rawSlug = new Map(en.map((item) => [item.id, item]))
      const drafts: CategoryDraft[] = []
      for (const item of en) {
        const mapped = mapCategory(item, ua.get(item.id))
        if (mapped.ok) drafts.push(mapped.draft)
        else skip('services_categories', `category ${item.id} (${String(item.slug ?? '')})`, mapped.reason)
      }
      const { ordered, orphans } = categoryTree(drafts)
      for (const o2 of orphans) skip('services_categories', `category ${o2.draft.wpId} (${o2.draft.slug})`, o2.reason)
      let done = 0
      for (const d of ordered) {
        const label = `category ${d.wpId} (${d.slug})`
        const parentPath = d.parentWpId == null ? null : categoryPath.get(d.parentWpId)
        if (d.parentWpId != null && !parentPath) skip('services_categories', label, 'its parent was skipped')
        else {
          const parent = d.parentWpId == null ? null : (categories.ids.get(d.parentWpId) ?? null)
          const was = oldSlug(rawSlug.get(d.wpId)!, d.slug)
          const path = {
            now: parentPath ? `${parentPath.now}/${d.slug}` : d.slug,
            was: parentPath ? `${parentPath.was}/${was}` : was,
          }
          const id = await upsert(
            'services_categories',
            categoriesKnown,
            d.wpId,
            label,
            async (req) => ({
              en: {
                name: d.name.en,
                slug: d.slug,
                parent: written(parent),
                order: d.order,
                description: d.description || undefined,
                seoText: d.seoText.en || undefined,
                previewImage: await image(d.image, label, req),
                wordpress: { itemId: d.wpId },
              },
              uk:
                d.name.uk || d.seoText.uk ? { name: d.name.uk ?? d.name.en, seoText: d.seoText.uk ?? undefined } : null,
            }),
            fingerprint({ ...d, parent }),
            { field: 'path', value: path.now },
          )
          if (id !== null) {
            categories.ids.set(d.wpId, id)
            categoryLevel.set(d.wpId, d.level)
            categoryPath.set(d.wpId, path)
            await redirect(`/services/${path.was}/`, `/services/${path.now}/`)
          }
        }
        options.progress?.('services_categories', ++done, ordered.length)
      }
      await footerGroups(ordered.filter((d) => d.level === 0 && categoryPath.has(d.wpId)).map((d) => d.wpId))
    }

    /**
     * The footer's two service lists (site settings) when none are chosen yet: the old site's top
     * categories 3 (women) and 4 (men) — its fixed ids — or else the first two at the top.
     */
    async function footerGroups(topWpIds: number[]): Promise<void> {
      const settings = await payload.findGlobal({ slug: 'site-settings', ...o })
      // Chosen (or cleared on purpose) by staff once: theirs. Only a whole run sets the default.
      if (settings.footerTopCategories?.women || settings.footerTopCategories?.men || options.modifiedAfter) return
      const rest = topWpIds.filter((t) => t !== 3 && t !== 4)
      const [women, men] = [3, 4].map((wp) => categories.ids.get(topWpIds.includes(wp) ? wp : (rest.shift() ?? -1)))
      if (dryRun || !women || women < 0) return
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { footerTopCategories: { women, men: written(men) } },
        ...o,
      })
      log('the footer lists the top categories imported')
    }

    // ── Services (their related services once all exist) ──
    const related: { id: number; wpIds: number[]; label: string }[] = []
    const services = await posts('services', 'service', mapService, async (listed, d: ServiceDraft, label, item) => {
      // The deepest of its categories is where it lives (the old site listed the chain).
      const deepest = d.categoryWpIds
        .filter((c) => categoryPath.has(c))
        .sort((a, b) => (categoryLevel.get(b) ?? 0) - (categoryLevel.get(a) ?? 0))[0]
      if (deepest === undefined) return skip('services', label, 'none of its categories was imported')
      const prices = d.prices.flatMap((p) => {
        const salon = salons.ids.get(p.salonWpId)
        if (salon === undefined) warn(`${label} has a price at salon ${p.salonWpId}, which was not imported`)
        return salon === undefined ? [] : [{ salon, price: p.price }]
      })
      const salonIds = resolve(salons.ids, d.salonWpIds)
      const at = categoryPath.get(deepest)!
      const id = await upsert(
        'services',
        listed.known,
        d.wpId,
        label,
        async (req) => ({
          en: {
            title: d.title.en,
            slug: d.slug,
            category: categories.ids.get(deepest),
            duration: d.duration,
            order: d.order,
            prices,
            withParams: d.withParams,
            params: d.params.map((p) => ({
              name: p.name,
              priceFrom: p.priceFrom,
              priceTo: p.priceTo ?? undefined,
              crmId: p.crmId || undefined,
            })),
            seoText: d.seoText.en || undefined,
            salons: salonIds,
            previewImage: await image(d.image, label, req),
            wordpress: { itemId: d.wpId, modified: d.modified },
          },
          uk:
            // Variants' names are required in each language: the English ones until translated.
            d.title.uk || d.seoText.uk || d.params.length
              ? (saved) => ({
                  title: d.title.uk ?? d.title.en,
                  seoText: d.seoText.uk ?? undefined,
                  params: ((saved.params ?? []) as Record<string, unknown>[]).map((row) => ({ ...row })),
                })
              : null,
        }),
        fingerprint({ ...d, deepest, prices, salonIds }),
        { field: 'path', value: `${at.now}/${d.slug}` },
      )
      if (id !== null) {
        listed.ids.set(d.wpId, id)
        if (d.additionalWpIds.length) related.push({ id, wpIds: d.additionalWpIds, label })
        await redirect(`/services/${at.was}/${oldSlug(item, d.slug)}/`, `/services/${at.now}/${d.slug}/`)
      }
    })
    if (!dryRun)
      for (const r of related) {
        const ids = resolve(services.ids, r.wpIds)
        for (const w of r.wpIds)
          if (!services.ids.has(w)) warn(`${r.label} names related service ${w}, which was not imported`)
        await inTransaction(payload, (req) =>
          payload.update({ collection: 'services', id: r.id, data: { additionalServices: ids }, ...o, req }),
        )
      }

    // ── The blog: its categories (parents first), then the articles ──
    const blog = await terms('articles_categories', 'blog category')
    const blogSlugs = new Map<number, { now: string; was: string }>()
    {
      const { docs } = await payload.find({
        collection: 'articles-categories',
        where: { 'wordpress.itemId': { exists: true } },
        pagination: false,
        ...o,
        select: { slug: true, wordpress: true },
      })
      for (const c of docs as { slug: string; wordpress?: { itemId?: number | null; source?: string | null } }[])
        if (c.wordpress?.itemId) blogSlugs.set(c.wordpress.itemId, { now: c.slug, was: c.slug })
    }
    const articles = await posts('articles', 'article', mapArticle, async (listed, d: ArticleDraft, label, item) => {
      const categoryIds = resolve(blog.ids, d.categoryWpIds)
      if (!categoryIds.length) return skip('articles', label, 'none of its categories was imported')
      const id = await upsert(
        'articles',
        listed.known,
        d.wpId,
        label,
        async (req) => {
          const [bodyEn, bodyUk] = await Promise.all([body(d.bodyHtml.en, label, req), body(d.bodyHtml.uk, label, req)])
          return {
            en: {
              title: d.title.en,
              slug: d.slug,
              date: `${d.date}T12:00:00.000Z`,
              categories: categoryIds,
              titleLines: d.titleLines,
              excerpt: d.excerpt.en || undefined,
              body: bodyEn ?? undefined,
              previewImage: await image(d.image, label, req),
              wordpress: { itemId: d.wpId, modified: d.modified },
            },
            uk:
              d.title.uk || d.excerpt.uk || bodyUk
                ? {
                    title: d.title.uk ?? d.title.en,
                    titleLines: d.titleLinesUk ?? d.titleLines,
                    excerpt: d.excerpt.uk ?? undefined,
                    body: bodyUk ?? undefined,
                  }
                : null,
          }
        },
        fingerprint({ ...d, categoryIds }),
        { field: 'slug', value: d.slug },
      )
      if (id !== null) {
        listed.ids.set(d.wpId, id)
        const category = blogSlugs.get(d.categoryWpIds.find((c) => blogSlugs.has(c)) ?? -1)
        if (category)
          await redirect(`/blog/${category.was}/${oldSlug(item, d.slug)}/`, `/blog/${category.now}/${d.slug}/`)
      }
    })

    // ── Stylists: their categories, the skills (in skill categories), then the stylists ──
    const staffCats = await terms('employees_categories', 'stylist category')
    const skillCats = await terms('skills_categories', 'skill category')
    const skills = await posts('skills', 'skill', mapSkill, async (listed, d: SkillDraft, label) => {
      const category = d.categoryWpId == null ? null : (skillCats.ids.get(d.categoryWpId) ?? null)
      const id = await upsert(
        'skills',
        listed.known,
        d.wpId,
        label,
        async () => ({
          en: {
            title: d.title.en,
            slug: d.slug,
            category: written(category),
            order: d.order,
            wordpress: { itemId: d.wpId },
          },
          uk: d.title.uk ? { title: d.title.uk } : null,
        }),
        fingerprint({ ...d, category }),
        { field: 'slug', value: d.slug },
      )
      if (id !== null) listed.ids.set(d.wpId, id)
    })
    const employees = await posts(
      'employees',
      'stylist',
      mapEmployee,
      async (listed, d: EmployeeDraft, label, item) => {
        const workCategory = d.workCategoryWpId == null ? null : (staffCats.ids.get(d.workCategoryWpId) ?? null)
        const skillIds = resolve(skills.ids, d.skillWpIds)
        const salonIds = resolve(salons.ids, d.salonWpIds)
        const id = await upsert(
          'employees',
          listed.known,
          d.wpId,
          label,
          async (req) => ({
            en: {
              name: d.name.en,
              slug: d.slug,
              bio: d.bio.en || undefined,
              photo: await image(d.photo, label, req),
              workCategory: written(workCategory),
              skills: skillIds.filter((x) => x > 0),
              salons: salonIds.filter((x) => x > 0),
              crmId: d.crmId || undefined,
              order: d.order,
              wordpress: { itemId: d.wpId, modified: d.modified },
            },
            uk: d.name.uk || d.bio.uk ? { name: d.name.uk ?? d.name.en, bio: d.bio.uk ?? undefined } : null,
          }),
          fingerprint({ ...d, workCategory, skillIds, salonIds }),
          { field: 'slug', value: d.slug },
        )
        if (id !== null) {
          listed.ids.set(d.wpId, id)
          await redirect(`/employees/${oldSlug(item, d.slug)}/`, `/employees/${d.slug}/`)
        }
      },
    )

    // ── Vacancies ──
    const vacancies = await posts('vacancies', 'vacancy', mapVacancy, async (listed, d: VacancyDraft, label, item) => {
      const salonIds = resolve(salons.ids, d.salonWpIds)
      const id = await upsert(
        'vacancies',
        listed.known,
        d.wpId,
        label,
        async (req) => {
          const [bodyEn, bodyUk] = await Promise.all([body(d.bodyHtml.en, label, req), body(d.bodyHtml.uk, label, req)])
          return {
            en: {
              title: d.title.en,
              slug: d.slug,
              salons: salonIds.filter((x) => x > 0),
              excerpt: d.excerpt.en || undefined,
              body: bodyEn ?? undefined,
              previewImage: await image(d.image, label, req),
              order: d.order,
              wordpress: { itemId: d.wpId, modified: d.modified },
            },
            uk:
              d.title.uk || d.excerpt.uk || bodyUk
                ? { title: d.title.uk ?? d.title.en, excerpt: d.excerpt.uk ?? undefined, body: bodyUk ?? undefined }
                : null,
          }
        },
        fingerprint({ ...d, salonIds }),
        { field: 'slug', value: d.slug },
      )
      if (id !== null) {
        listed.ids.set(d.wpId, id)
        await redirect(`/vacancies/${oldSlug(item, d.slug)}/`, `/vacancies/${d.slug}/`)
      }
    })

    // ── Content pages by slug (main, about, policy, 404 …) ──
    const contactsPage: { en?: WpItem; ua?: WpItem } = {}
    const pages = await posts('pages', 'page', mapPage, async (listed, d: PageDraft, label, item) => {
      if (d.slug === 'contacts') contactsPage.en = item
      const id = await upsert(
        'pages',
        listed.known,
        d.wpId,
        label,
        async (req) => {
          const [bodyEn, bodyUk] = await Promise.all([body(d.bodyHtml.en, label, req), body(d.bodyHtml.uk, label, req)])
          return {
            en: {
              title: d.title.en,
              slug: d.slug,
              description: d.description.en || null,
              image: await image(d.image, label, req),
              body: bodyEn,
              meta: { title: d.metaTitle.en || null, description: d.metaDescription.en || null },
              wordpress: { itemId: d.wpId, modified: d.modified },
            },
            uk:
              d.title.uk || d.description.uk || bodyUk || d.metaTitle.uk || d.metaDescription.uk
                ? {
                    title: d.title.uk ?? d.title.en,
                    description: d.description.uk ?? (d.description.en || null),
                    body: bodyUk ?? bodyEn,
                    meta: { title: d.metaTitle.uk ?? null, description: d.metaDescription.uk ?? null },
                  }
                : null,
          }
        },
        fingerprint(d),
        { field: 'slug', value: d.slug },
      )
      if (id !== null) listed.ids.set(d.wpId, id)
    })

    // ── The contacts: a `contacts` item where the site has the type, else the contacts page's fields ──
    {
      let en: WpItem | undefined
      let ua: WpItem | undefined
      try {
        en = (await client.list('contacts', options.modifiedAfter ? { modified_after: options.modifiedAfter } : {}))[0]
        if (en) ua = (await client.list('contacts', { lang: ukrainianCode ?? 'ua' })).find((i) => i.id === en!.id)
      } catch (error) {
        if (!isWordPressError(error) || error.reason !== 'not_found') throw error
        en = contactsPage.en
        if (en)
          ua = (await client.list('pages', { lang: ukrainianCode ?? 'ua', slug: String(en.slug) })).find(
            (i) => i.id === en!.id,
          )
      }
      if (en) {
        const mapped = mapContacts(en, ua)
        if (!mapped.ok) skip('contacts', `contacts ${en.id}`, mapped.reason)
        else await contacts(mapped.draft)
      }
      options.progress?.('contacts', 1, 1)
    }

    // ── Prune: imported items WordPress no longer has (a whole run only) ──
    if (options.prune && !options.modifiedAfter) {
      const gone = async (type: Exclude<ImportedType, 'contacts'>, listed: Listed) => {
        if (listed.unread) return
        for (const [wpId, e] of listed.known)
          if (!listed.seen.has(wpId) && !e.takenOver) {
            try {
              if (!dryRun)
                await inTransaction(payload, (req) =>
                  payload.delete({ collection: COLLECTION[type], id: e.id, ...o, req }),
                )
              summary.types[type].deleted++
              log(`${dryRun ? 'would delete' : 'deleted'} ${type} ${wpId}`)
            } catch (error) {
              warn(`${type} ${wpId} is gone from WordPress but was kept: ${(error as Error).message}`)
            }
          }
      }
      await gone('pages', pages)
      await gone('vacancies', vacancies)
      await gone('employees', employees)
      await gone('skills', skills)
      await gone('skills_categories', skillCats)
      await gone('employees_categories', staffCats)
      await gone('articles', articles)
      await gone('articles_categories', blog)
      await gone('services', services)
      await gone('services_categories', categories)
      await gone('salons', salons)
      await gone('salons_categories', salonCats)
    }
  } catch (error) {
    if (!isWordPressError(error)) throw error
    summary.failed = error.message
    log(`stopped: ${error.message}`)
  }
  return summary

  /** The contacts global: taken over from WordPress, updated when what WordPress has changed. */
  async function contacts(d: ContactsDraft): Promise<void> {
    const counts = summary.types.contacts
    const hash = fingerprint(d)
    const current = (await payload.findGlobal({ slug: 'contacts', ...o })) as {
      wordpress?: { hash?: string | null } | null
    }
    if (current.wordpress?.hash === hash) {
      counts.unchanged++
      return
    }
    counts.updated++
    if (dryRun) return
    await inTransaction(payload, async (req) => {
      await payload.updateGlobal({
        slug: 'contacts',
        locale: 'en',
        data: {
          phones: d.phones.map((phone) => ({ phone })),
          email: d.email || null,
          address: d.address.en || null,
          workTime: d.workTime.en || null,
          ...(d.year ? { year: d.year } : {}),
          socials: d.socials,
          wordpress: { itemId: d.wpId, modified: d.modified, hash },
        },
        ...o,
        req,
      })
      await payload.updateGlobal({
        slug: 'contacts',
        locale: 'uk',
        data: { address: d.address.uk ?? (d.address.en || null), workTime: d.workTime.uk ?? (d.workTime.en || null) },
        ...o,
        req,
      })
    })
    log('updated the contacts')
  }
}
