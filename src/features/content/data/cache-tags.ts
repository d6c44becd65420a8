/**
 * Named cache tags. Content reads in `data/` tag what they cache with these; Payload hooks
 * revalidate the same names when a document changes. Kept free of Next and Payload imports.
 */
export const CONTENT_COLLECTIONS = [
  'services',
  'services-categories',
  'salons',
  'salons-categories',
  'employees',
  'employees-categories',
  'skills',
  'skills-categories',
  'positions',
  'articles',
  'articles-categories',
  'vacancies',
  'pages',
  'media',
] as const

export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number]

export const CONTENT_GLOBALS = ['contacts', 'site-settings'] as const
export type ContentGlobal = (typeof CONTENT_GLOBALS)[number]

export const tags = {
  /** Every document of a collection (lists, counts, menus). */
  collection: (slug: ContentCollection) => `collection:${slug}`,
  /** A global. */
  global: (slug: ContentGlobal) => `global:${slug}`,
  /** The published reviews (booking's collection): the home page's rating and latest reviews. */
  reviews: 'collection:reviews',
  /** Everything: used by the seed and by a full refresh. */
  all: 'content:all',
} as const

/** Every tag the site caches under: what `POST /api/revalidate` accepts. */
export const KNOWN_TAGS: ReadonlySet<string> = new Set([
  tags.all,
  tags.reviews,
  ...CONTENT_COLLECTIONS.map((slug) => tags.collection(slug)),
  ...CONTENT_GLOBALS.map((slug) => tags.global(slug)),
])

/** Tags to revalidate when a document of `slug` changes. */
export function tagsForCollection(slug: ContentCollection): string[] {
  const list = [tags.collection(slug)]
  // Services and categories appear together in menus, listings and the catalogue tree.
  if (slug === 'services') list.push(tags.collection('services-categories'))
  if (slug === 'services-categories') list.push(tags.collection('services'))
  return list
}
