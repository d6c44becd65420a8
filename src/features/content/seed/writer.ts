/**
 * How the seed's sections write: each document in English, then its Ukrainian fields, published,
 * without revalidating pages; generated pictures with alt text in both languages.
 */
import type { CollectionSlug, Payload, PayloadRequest, RequestContext } from 'payload'

import type { Localised, SeedTaxonomy } from './data/types'
import { drawImage, pictureName, type PictureSpec } from './images'
import { SUBJECT_ALT } from './motifs'

export type Id = number | string
export type Log = (line: string) => void
export type SeedDoc = Record<string, unknown> & { id: Id }

const DRAFTED = new Set<CollectionSlug>([
  'services',
  'services-categories',
  'salons',
  'employees',
  'articles',
  'vacancies',
  'pages',
])

export interface SeedWriter {
  payload: Payload
  req?: PayloadRequest
  /** Seeding never revalidates pages. */
  context: RequestContext
  /** Creates a document in English and, given Ukrainian fields, updates it in Ukrainian; drafted collections are published. */
  create(collection: CollectionSlug, en: Record<string, unknown>, uk?: Record<string, unknown>): Promise<SeedDoc>
  /**
   * A generated picture, stored with the focal point it was drawn around and English and
   * Ukrainian alt text (what it shows, unless `alt` names it: a stylist, a salon); the same spec
   * again gives the media already stored, as it is.
   */
  upload(spec: PictureSpec, alt?: Localised): Promise<Id>
  /** A tree of named terms (parents listed before their children): slug → id. */
  taxonomy(collection: CollectionSlug, list: SeedTaxonomy[]): Promise<Map<string, Id>>
  /** How many pictures were uploaded so far. */
  readonly uploads: number
}

export function seedWriter(payload: Payload, req?: PayloadRequest): SeedWriter {
  const context: RequestContext = { disableRevalidate: true }
  let uploads = 0
  const stored = new Map<string, Id>()

  async function create(collection: CollectionSlug, en: Record<string, unknown>, uk?: Record<string, unknown>) {
    const status = DRAFTED.has(collection) ? { _status: 'published' } : {}
    const doc = (await payload.create({
      collection,
      data: { ...en, ...status } as never,
      locale: 'en',
      depth: 0,
      overrideAccess: true,
      req,
      context,
    })) as unknown as SeedDoc
    if (uk) {
      await payload.update({
        collection,
        id: doc.id,
        data: { ...uk, ...status } as never,
        locale: 'uk',
        depth: 0,
        overrideAccess: true,
        req,
        context,
      })
    }
    return doc
  }

  async function upload(spec: PictureSpec, named?: Localised): Promise<Id> {
    const known = stored.get(pictureName(spec))
    if (known != null) return known
    const alt = named ?? SUBJECT_ALT[spec.subject]
    const { focal, ...file } = await drawImage(spec)
    const doc = await payload.create({
      collection: 'media',
      data: { alt: alt.en, focalX: focal.x, focalY: focal.y },
      file,
      locale: 'en',
      depth: 0,
      overrideAccess: true,
      req,
      context,
    })
    await payload.update({
      collection: 'media',
      id: doc.id,
      data: { alt: alt.uk },
      locale: 'uk',
      depth: 0,
      overrideAccess: true,
      req,
      context,
    })
    uploads++
    stored.set(pictureName(spec), doc.id)
    return doc.id
  }

  async function taxonomy(collection: CollectionSlug, list: SeedTaxonomy[]) {
    const ids = new Map<string, Id>()
    for (const t of list) {
      const doc = await create(
        collection,
        { name: t.name.en, slug: t.slug, order: t.order, parent: t.parent ? ids.get(t.parent) : undefined },
        { name: t.name.uk },
      )
      ids.set(t.slug, doc.id)
    }
    return ids
  }

  return {
    payload,
    req,
    context,
    create,
    upload,
    taxonomy,
    get uploads() {
      return uploads
    },
  }
}
