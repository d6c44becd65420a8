/**
 * Bringing a WordPress site's content into Parlour (issue 16): salons, the services category tree
 * and services, with their images, in English and — where the site answers `lang=ua` with other
 * words — Ukrainian.
 *
 * - **Idempotent**: every imported item keeps its WordPress id and a fingerprint of what was
 *   imported (`wordpress` group, src/cms/fields/common.ts). A second run finds it by that id,
 *   leaves it alone when nothing changed and updates it in place when something did.
 * - **Safe**: each item is written in its own transaction (English, Ukrainian and its image
 *   together), so a run stopped part-way leaves whole items only; a malformed item is skipped with
 *   a line saying why; `dryRun` counts and writes nothing; nothing is deleted unless `prune`.
 * - Slugs and the tree are kept, so every service answers at its old address.
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

import { isWordPressError, type WordPressClient, type WpItem } from '@/lib/wordpress/client'
import type { ImageRef } from '@/lib/wordpress/items'
import { htmlToRichText } from './rich-text'
import {
  categoryTree,
  mapArticle,
  mapCategory,
  mapEmployee,
  mapSkill,
  mapTerm,
  mapVacancy,
  mapSalon,
  mapService,
  type ArticleDraft,
  type CategoryDraft,
  type EmployeeDraft,
  type Mapped,
  type SalonDraft,
  type ServiceDraft,
} from '@/lib/wordpress/map'

export type ImportedType =
  | 'salons'
  | 'services_categories'
  | 'services'
  | 'articles_categories'
  | 'articles'
  | 'employees_categories'
  | 'skills_categories'
  | 'skills'
  | 'employees'
  | 'vacancies'
  | 'media'
type Collection =
  | 'salons'
  | 'services-categories'
  | 'services'
  | 'articles-categories'
  | 'articles'
  | 'employees-categories'
  | 'skills-categories'
  | 'skills'
  | 'employees'
  | 'vacancies'
  | 'media'

const COLLECTION: Record<ImportedType, Collection> = {
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
  media: 'media',
}

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
}

const empty = (): TypeSummary => ({ created: 0, updated: 0, unchanged: 0, skipped: 0, deleted: 0 })
const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url')
const DEFAULT_ZONE = 'Europe/London'

interface Existing {
  id: number
  hash: string | null
}

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
    types: {
      salons: empty(),
      services_categories: empty(),
      services: empty(),
      articles_categories: empty(),
      articles: empty(),
      employees_categories: empty(),
      skills_categories: empty(),
      skills: empty(),
      employees: empty(),
      vacancies: empty(),
      media: empty(),
    },
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
    for (const d of docs as { id: number; wordpress?: { itemId?: number | null; hash?: string | null } }[])
      if (d.wordpress?.itemId) map.set(d.wordpress.itemId, { id: d.id, hash: d.wordpress.hash ?? null })
    return map
  }

  /** Both languages of a list: English, and the Ukrainian variants by id (none when the site has none). */
  async function both(route: string): Promise<{ en: WpItem[]; ua: Map<number, WpItem> }> {
    const en = await client.list(route)
    const ua = new Map<number, WpItem>()
    for (const item of await client.list(route, { lang: 'ua' })) ua.set(item.id, item)
    return { en, ua }
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
    let url = ref.url
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
    if (ref.mediaId) mediaKnown.set(ref.mediaId, { id: doc.id, hash: null })
    return doc.id
  }

  /**
   * Writes one item: created, updated in place, or left alone when its fingerprint is the same.
   * English first, then the Ukrainian fields, in one transaction.
   */
  async function upsert(
    type: ImportedType,
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
    let before = known.get(wpId)
    if (!before && same) {
      const { docs } = await payload.find({
        collection: COLLECTION[type],
        where: { and: [{ [same.field]: { equals: same.value } }, { 'wordpress.itemId': { exists: false } }] },
        limit: 1,
        draft: true,
        ...o,
        select: {},
      })
      if (docs[0]) before = { id: docs[0].id as number, hash: null }
    }
    if (before && before.hash === hash) {
      counts.unchanged++
      return before.id
    }
    if (dryRun) {
      counts[before ? 'updated' : 'created']++
      return before?.id ?? -wpId
    }
    const collection = COLLECTION[type]
    let id: number
    try {
      id = await inTransaction(payload, async (req) => {
        const { en, uk, draft } = await build(req)
        const versioned = Boolean(payload.collections[collection].config.versions?.drafts)
        const data = {
          ...en,
          wordpress: { ...(en.wordpress as object), hash },
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
      // Refused by Parlour's own rules (an address taken, a field out of range): this item only.
      const status = (error as { status?: number }).status
      if (status !== 400 && (error as Error).name !== 'ValidationError') throw error
      counts.skipped++
      warn(`skipped ${label}: ${(error as Error).message}`)
      return before?.id ?? null
    }
    counts[before ? 'updated' : 'created']++
    known.set(wpId, { id, hash })
    log(`${before ? 'updated' : 'created'} ${label}`)
    return id
  }

  const skip = (type: ImportedType, label: string, reason: string) => {
    summary.types[type].skipped++
    warn(`skipped ${label}: ${reason}`)
  }

  /** A small taxonomy (blog, stylist or skill categories), parents before children. */
  async function terms(
    type: 'articles_categories' | 'employees_categories' | 'skills_categories',
    noun: string,
  ): Promise<{ known: Map<number, Existing>; ids: Map<number, number> }> {
    const known = await existing(COLLECTION[type])
    const ids = new Map<number, number>()
    const { en, ua } = await both(type)
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
              parent: parent && parent > 0 ? parent : null,
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
    return { known, ids }
  }

  try {
    // ── Salons ──
    const salonsKnown = await existing('salons')
    const salonIds = new Map<number, number>()
    {
      const { en, ua } = await both('salons')
      let done = 0
      for (const item of en) {
        const mapped: Mapped<SalonDraft> = mapSalon(item, ua.get(item.id))
        const label = `salon ${item.id} (${String(item.slug ?? '')})`
        if (!mapped.ok) skip('salons', label, mapped.reason)
        else {
          const d = mapped.draft
          const complete = Boolean(d.street && d.city && d.postcode && d.phone)
          if (!complete)
            warn(`${label} has no full address or phone on the site: imported as a draft to finish in the admin`)
          const id = await upsert(
            'salons',
            salonsKnown,
            d.wpId,
            label,
            async (req) => ({
              en: {
                title: d.title.en,
                slug: d.slug,
                order: d.order,
                address: { street: d.street || d.title.en, city: d.city || 'London', postcode: d.postcode },
                phone: d.phone,
                timezone: DEFAULT_ZONE,
                image: await image(d.image, label, req),
                wordpress: { itemId: d.wpId, modified: d.modified },
              },
              uk: d.title.uk ? { title: d.title.uk } : null,
              draft: !complete,
            }),
            fingerprint(d),
            { field: 'slug', value: d.slug },
          )
          if (id !== null) salonIds.set(d.wpId, id)
        }
        options.progress?.('salons', ++done, en.length)
      }
    }

    // ── The services category tree, parents first ──
    const categoriesKnown = await existing('services-categories')
    const categoryIds = new Map<number, number>()
    const categoryLevel = new Map<number, number>()
    const categoryPath = new Map<number, string>()
    {
      const { en, ua } = await both('services_categories')
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
        const parent = d.parentWpId == null ? null : categoryIds.get(d.parentWpId)
        const pathOf = d.parentWpId == null ? d.slug : `${categoryPath.get(d.parentWpId)}/${d.slug}`
        if (d.parentWpId != null && parent === undefined) skip('services_categories', label, 'its parent was skipped')
        else {
          const id = await upsert(
            'services_categories',
            categoriesKnown,
            d.wpId,
            label,
            async (req) => ({
              en: {
                name: d.name.en,
                slug: d.slug,
                parent: parent !== null && parent !== undefined && parent > 0 ? parent : null,
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
            { field: 'path', value: pathOf },
          )
          if (id !== null) {
            categoryIds.set(d.wpId, id)
            categoryLevel.set(d.wpId, d.level)
            categoryPath.set(d.wpId, pathOf)
          }
        }
        options.progress?.('services_categories', ++done, ordered.length)
      }
    }

    // ── Services (their related services once all exist) ──
    const servicesKnown = await existing('services')
    const serviceIds = new Map<number, number>()
    const related: { id: number; wpIds: number[]; label: string }[] = []
    {
      const { en, ua } = await both('services')
      let done = 0
      for (const item of en) {
        const mapped: Mapped<ServiceDraft> = mapService(item, ua.get(item.id))
        const label = `service ${item.id} (${String(item.slug ?? '')})`
        if (!mapped.ok) skip('services', label, mapped.reason)
        else {
          const d = mapped.draft
          // The deepest of its categories is where it lives (the old site listed the chain).
          const deepest = d.categoryWpIds
            .filter((c) => categoryIds.has(c))
            .sort((a, b) => (categoryLevel.get(b) ?? 0) - (categoryLevel.get(a) ?? 0))[0]
          if (deepest === undefined) skip('services', label, 'none of its categories was imported')
          else {
            const prices = d.prices.flatMap((p) => {
              const salon = salonIds.get(p.salonWpId)
              if (salon === undefined) warn(`${label} has a price at salon ${p.salonWpId}, which was not imported`)
              return salon === undefined ? [] : [{ salon, price: p.price }]
            })
            const salons = d.salonWpIds.flatMap((s) => (salonIds.has(s) ? [salonIds.get(s)!] : []))
            const id = await upsert(
              'services',
              servicesKnown,
              d.wpId,
              label,
              async (req) => ({
                en: {
                  title: d.title.en,
                  slug: d.slug,
                  category: categoryIds.get(deepest),
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
                  salons,
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
              fingerprint({ ...d, deepest, prices, salons }),
              { field: 'path', value: `${categoryPath.get(deepest)}/${d.slug}` },
            )
            if (id !== null) {
              serviceIds.set(d.wpId, id)
              if (d.additionalWpIds.length) related.push({ id, wpIds: d.additionalWpIds, label })
            }
          }
        }
        options.progress?.('services', ++done, en.length)
      }
      if (!dryRun)
        for (const r of related) {
          const ids = r.wpIds.flatMap((w) => (serviceIds.has(w) ? [serviceIds.get(w)!] : []))
          for (const w of r.wpIds)
            if (!serviceIds.has(w)) warn(`${r.label} names related service ${w}, which was not imported`)
          await inTransaction(payload, (req) =>
            payload.update({ collection: 'services', id: r.id, data: { additionalServices: ids }, ...o, req }),
          )
        }

      // ── The blog: its categories (parents first), then the articles ──
      const blog = await terms('articles_categories', 'blog category')
      const blogKnown = blog.known
      const blogIds = blog.ids
      const articlesKnown = await existing('articles')
      const articleIds = new Map<number, number>()
      {
        const { en, ua } = await both('articles')
        let done = 0
        for (const item of en) {
          const mapped: Mapped<ArticleDraft> = mapArticle(item, ua.get(item.id))
          const label = `article ${item.id} (${String(item.slug ?? '')})`
          if (!mapped.ok) skip('articles', label, mapped.reason)
          else {
            const d = mapped.draft
            const categories = d.categoryWpIds.flatMap((c) => (blogIds.has(c) ? [blogIds.get(c)!] : []))
            if (!categories.length) skip('articles', label, 'none of its categories was imported')
            else {
              const id = await upsert(
                'articles',
                articlesKnown,
                d.wpId,
                label,
                async (req) => {
                  const [bodyEn, bodyUk] = await Promise.all([
                    htmlToRichText(payload, d.bodyHtml.en),
                    d.bodyHtml.uk ? htmlToRichText(payload, d.bodyHtml.uk) : null,
                  ])
                  return {
                    en: {
                      title: d.title.en,
                      slug: d.slug,
                      date: `${d.date}T12:00:00.000Z`,
                      categories,
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
                fingerprint({ ...d, categories }),
                { field: 'slug', value: d.slug },
              )
              if (id !== null) articleIds.set(d.wpId, id)
            }
          }
          options.progress?.('articles', ++done, en.length)
        }
      }

      // ── Stylists: their categories, the skills (in skill categories), then the stylists ──
      const staffCats = await terms('employees_categories', 'stylist category')
      const skillCats = await terms('skills_categories', 'skill category')
      const skillsKnown = await existing('skills')
      const skillIds = new Map<number, number>()
      {
        const { en, ua } = await both('skills')
        let done = 0
        for (const item of en) {
          const mapped = mapSkill(item, ua.get(item.id))
          const label = `skill ${item.id} (${String(item.slug ?? '')})`
          if (!mapped.ok) skip('skills', label, mapped.reason)
          else {
            const d = mapped.draft
            const category = d.categoryWpId == null ? null : (skillCats.ids.get(d.categoryWpId) ?? null)
            const id = await upsert(
              'skills',
              skillsKnown,
              d.wpId,
              label,
              async () => ({
                en: {
                  title: d.title.en,
                  slug: d.slug,
                  category: category && category > 0 ? category : null,
                  order: d.order,
                  wordpress: { itemId: d.wpId },
                },
                uk: d.title.uk ? { title: d.title.uk } : null,
              }),
              fingerprint({ ...d, category }),
              { field: 'slug', value: d.slug },
            )
            if (id !== null) skillIds.set(d.wpId, id)
          }
          options.progress?.('skills', ++done, en.length)
        }
      }
      const employeesKnown = await existing('employees')
      const employeeIds = new Map<number, number>()
      {
        const { en, ua } = await both('employees')
        let done = 0
        for (const item of en) {
          const mapped: Mapped<EmployeeDraft> = mapEmployee(item, ua.get(item.id))
          const label = `stylist ${item.id} (${String(item.slug ?? '')})`
          if (!mapped.ok) skip('employees', label, mapped.reason)
          else {
            const d = mapped.draft
            const workCategory = d.workCategoryWpId == null ? null : (staffCats.ids.get(d.workCategoryWpId) ?? null)
            const skills = d.skillWpIds.flatMap((w) => (skillIds.has(w) ? [skillIds.get(w)!] : []))
            const salons = d.salonWpIds.flatMap((w) => (salonIds.has(w) ? [salonIds.get(w)!] : []))
            const id = await upsert(
              'employees',
              employeesKnown,
              d.wpId,
              label,
              async (req) => ({
                en: {
                  name: d.name.en,
                  slug: d.slug,
                  bio: d.bio.en || undefined,
                  photo: await image(d.photo, label, req),
                  workCategory: workCategory && workCategory > 0 ? workCategory : null,
                  skills: skills.filter((x) => x > 0),
                  salons: salons.filter((x) => x > 0),
                  crmId: d.crmId || undefined,
                  order: d.order,
                  wordpress: { itemId: d.wpId, modified: d.modified },
                },
                uk: d.name.uk || d.bio.uk ? { name: d.name.uk ?? d.name.en, bio: d.bio.uk ?? undefined } : null,
              }),
              fingerprint({ ...d, workCategory, skills, salons }),
              { field: 'slug', value: d.slug },
            )
            if (id !== null) employeeIds.set(d.wpId, id)
          }
          options.progress?.('employees', ++done, en.length)
        }
      }

      // ── Vacancies ──
      const vacanciesKnown = await existing('vacancies')
      const vacancyIds = new Map<number, number>()
      {
        const { en, ua } = await both('vacancies')
        let done = 0
        for (const item of en) {
          const mapped = mapVacancy(item, ua.get(item.id))
          const label = `vacancy ${item.id} (${String(item.slug ?? '')})`
          if (!mapped.ok) skip('vacancies', label, mapped.reason)
          else {
            const d = mapped.draft
            const salons = d.salonWpIds.flatMap((w) => (salonIds.has(w) ? [salonIds.get(w)!] : []))
            const id = await upsert(
              'vacancies',
              vacanciesKnown,
              d.wpId,
              label,
              async (req) => {
                const [bodyEn, bodyUk] = await Promise.all([
                  htmlToRichText(payload, d.bodyHtml.en),
                  d.bodyHtml.uk ? htmlToRichText(payload, d.bodyHtml.uk) : null,
                ])
                return {
                  en: {
                    title: d.title.en,
                    slug: d.slug,
                    salons: salons.filter((x) => x > 0),
                    excerpt: d.excerpt.en || undefined,
                    body: bodyEn ?? undefined,
                    previewImage: await image(d.image, label, req),
                    order: d.order,
                    wordpress: { itemId: d.wpId, modified: d.modified },
                  },
                  uk:
                    d.title.uk || d.excerpt.uk || bodyUk
                      ? {
                          title: d.title.uk ?? d.title.en,
                          excerpt: d.excerpt.uk ?? undefined,
                          body: bodyUk ?? undefined,
                        }
                      : null,
                }
              },
              fingerprint({ ...d, salons }),
              { field: 'slug', value: d.slug },
            )
            if (id !== null) vacancyIds.set(d.wpId, id)
          }
          options.progress?.('vacancies', ++done, en.length)
        }
      }

      // ── Prune: imported items WordPress no longer has ──
      if (options.prune) {
        const gone = async (type: ImportedType, known: Map<number, Existing>, kept: Map<number, number>) => {
          for (const [wpId, e] of known)
            if (!kept.has(wpId)) {
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
        await gone('vacancies', vacanciesKnown, vacancyIds)
        await gone('employees', employeesKnown, employeeIds)
        await gone('skills', skillsKnown, skillIds)
        await gone('skills_categories', skillCats.known, skillCats.ids)
        await gone('employees_categories', staffCats.known, staffCats.ids)
        await gone('articles', articlesKnown, articleIds)
        await gone('articles_categories', blogKnown, blogIds)
        await gone('services', servicesKnown, serviceIds)
        await gone('services_categories', categoriesKnown, categoryIds)
        await gone('salons', salonsKnown, salonIds)
      }
    }
  } catch (error) {
    if (!isWordPressError(error)) throw error
    summary.failed = error.message
    log(`stopped: ${error.message}`)
  }
  return summary
}
