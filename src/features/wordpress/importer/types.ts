/**
 * What an import is asked to do and what it answers, and the bookkeeping its steps share: which
 * Parlour collection each WordPress type becomes, and the items of a type by WordPress id.
 */
import { createHash } from 'node:crypto'

import type { WordPressClient } from '../source/client'

/** Each imported type (WordPress's name) and the Parlour collection it becomes. */
export const COLLECTION = {
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
export type Collection = (typeof COLLECTION)[keyof typeof COLLECTION]
/** The contacts are a global, not a collection. */
export type ImportedType = keyof typeof COLLECTION | 'contacts'
export const TYPES: ImportedType[] = [...(Object.keys(COLLECTION) as (keyof typeof COLLECTION)[]), 'contacts']
/** A type whose items are written one by one into a collection of their own. */
export type ItemType = Exclude<ImportedType, 'contacts'>
/** A small taxonomy: a name in a tree by `parent`. */
export type TermType = 'salons_categories' | 'articles_categories' | 'employees_categories' | 'skills_categories'

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

export const emptyCounts = (): TypeSummary => ({ created: 0, updated: 0, unchanged: 0, skipped: 0, deleted: 0 })

/** What was imported, as one string: an item whose fingerprint is the same is left alone. */
export const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url')

export interface Existing {
  id: number
  hash: string | null
  /** Made in Parlour (by hand or by the demo) and taken over by the import: never pruned. */
  takenOver: boolean
}

/** `wordpress.source` of an item Parlour had before an import took it over. */
export const TAKEN_OVER = 'parlour'

/** A type's imported items (`known`), Parlour ids by WordPress id, and what the site listed this run. */
export interface Listed {
  type: ItemType
  known: Map<number, Existing>
  ids: Map<number, number>
  seen: Set<number>
  /** The site had no such list this run: nothing of it is pruned. */
  unread?: boolean
}

/** A type's list before the site is read: what earlier runs imported. */
export const listedFrom = (type: ItemType, known: Map<number, Existing>): Listed => ({
  type,
  known,
  ids: new Map([...known].map(([wpId, e]) => [wpId, e.id])),
  seen: new Set(),
})

/** The Parlour ids of those WordPress ids that were imported (a dry run's are placeholders below zero). */
export const resolve = (ids: Map<number, number>, wpIds: number[]) =>
  wpIds.flatMap((w) => (ids.has(w) ? [ids.get(w)!] : []))
/** An id to write: a dry run's placeholder is none. */
export const written = (id: number | null | undefined) => (id && id > 0 ? id : null)
