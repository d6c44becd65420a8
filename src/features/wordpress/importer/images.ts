/**
 * The images of an import: downloaded once, kept by their WordPress id (or address), created in
 * the transaction of the item that shows them and forgotten again when that rolls back.
 */
import path from 'node:path'

import type { PayloadRequest } from 'payload'

import type { Bodies } from '../source/map'
import type { ImageRef } from '../source/items'

import { htmlToRichText } from '../rich-text'

import type { RunContext } from './context'
import type { Existing } from './types'

const keyOf = (ref: ImageRef) => (ref.mediaId ? `id:${ref.mediaId}` : `url:${ref.url}`)

export class Images {
  /** Imported media by WordPress id. */
  private known = new Map<number, Existing>()
  /** Imported media by the address it was downloaded from. */
  private readonly bySource = new Map<string, number>()
  private readonly cache = new Map<string, Promise<number | null>>()
  /** Images created in the item being written: forgotten again when its transaction rolls back. */
  private madeInItem: { key: string; url: string; mediaId: number | null }[] = []

  constructor(private readonly run: RunContext) {}

  /** Reads the images earlier runs downloaded; before any other use. */
  async load(): Promise<void> {
    const { payload, o } = this.run
    this.known = await this.run.existing('media')
    const { docs } = await payload.find({
      collection: 'media',
      where: { 'wordpress.source': { exists: true } },
      limit: 0,
      pagination: false,
      ...o,
      select: { wordpress: true },
    })
    for (const d of docs as { id: number; wordpress?: { source?: string | null } }[])
      if (d.wordpress?.source) this.bySource.set(d.wordpress.source, d.id)
  }

  /** An item's transaction begins: the images created from now on are its own. */
  beginItem(): void {
    this.madeInItem = []
  }

  /**
   * The item's transaction rolled back: its images went with it (no longer counted as created),
   * another item must download them again.
   */
  forgetItem(): void {
    this.run.summary.types.media.created -= this.madeInItem.length
    for (const m of this.madeInItem) {
      this.cache.delete(m.key)
      this.bySource.delete(m.url)
      if (m.mediaId) this.known.delete(m.mediaId)
    }
    this.madeInItem = []
  }

  /** A Parlour media id for an image (downloaded when new); null with a warning when it cannot be had. */
  image(ref: ImageRef | null, owner: string, req?: PayloadRequest): Promise<number | null> {
    if (!ref) return Promise.resolve(null)
    const key = keyOf(ref)
    if (!this.cache.has(key)) this.cache.set(key, this.fetch(ref, owner, req))
    return this.cache.get(key)!
  }

  /** Rich text from a body, its images downloaded as Parlour media. */
  private body(html: string | null, owner: string, req?: PayloadRequest) {
    return html
      ? htmlToRichText(this.run.payload, html, (src, alt) => this.image({ mediaId: null, url: src, alt }, owner, req))
      : Promise.resolve(null)
  }

  /** Both languages' bodies as rich text. */
  bodies(html: Bodies, owner: string, req?: PayloadRequest) {
    return Promise.all([this.body(html.en, owner, req), this.body(html.uk, owner, req)])
  }

  private async fetch(ref: ImageRef, owner: string, req?: PayloadRequest): Promise<number | null> {
    const { client, payload, summary, dryRun } = this.run
    const counts = summary.types.media
    if (ref.mediaId && this.known.has(ref.mediaId)) {
      counts.unchanged++
      return this.known.get(ref.mediaId)!.id
    }
    let url = ref.url ? new URL(ref.url, client.base).href : null
    let alt = ref.alt
    if (!url && ref.mediaId) {
      const media = (await client.one(`media/${ref.mediaId}`)) as { source_url?: unknown; alt_text?: unknown } | null
      url = typeof media?.source_url === 'string' ? media.source_url : null
      alt ||= typeof media?.alt_text === 'string' ? media.alt_text : ''
    }
    if (!url) {
      counts.skipped++
      this.run.warn(`the image of ${owner} (media ${ref.mediaId}) is not on the site`)
      return null
    }
    if (this.bySource.has(url)) {
      counts.unchanged++
      return this.bySource.get(url)!
    }
    if (new URL(url).origin !== client.base.origin) {
      counts.skipped++
      this.run.warn(
        `the image of ${owner} is on another site (${new URL(url).host}): not downloaded, imported without it`,
      )
      return null
    }
    if (dryRun) {
      counts.created++
      return null
    }
    const file = await client.file(url)
    if (!file || !file.type.startsWith('image/')) {
      counts.skipped++
      this.run.warn(`the image of ${owner} could not be downloaded (${url}): imported without it`)
      return null
    }
    const name = path.basename(new URL(url).pathname) || `wordpress-${ref.mediaId ?? 'image'}`
    const doc = await payload.create({
      collection: 'media',
      data: { alt: alt || owner, wordpress: { itemId: ref.mediaId ?? undefined, source: url } },
      file: { data: file.data, mimetype: file.type, name, size: file.data.length },
      ...this.run.o,
      req,
    })
    counts.created++
    this.bySource.set(url, doc.id)
    if (ref.mediaId) this.known.set(ref.mediaId, { id: doc.id, hash: null, takenOver: false })
    this.madeInItem.push({ key: keyOf(ref), url, mediaId: ref.mediaId })
    return doc.id
  }
}
