import type { Field, TextField } from 'payload'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A URL segment: lower-case letters, digits and single hyphens. */
export function slugField(options: { unique?: boolean } = {}): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    index: true,
    unique: options.unique ?? true,
    admin: { position: 'sidebar', description: 'Part of the address: lower-case letters, digits and hyphens.' },
    validate: (value: unknown) =>
      typeof value === 'string' && SLUG.test(value) ? true : 'Use lower-case letters, digits and single hyphens only.',
  }
}

/** Position in menus and listings (the old product's menu_order), ascending. */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar', description: 'Lower numbers come first in menus and lists.' },
}

/** Optional search-engine overrides; pages fall back to generated titles and descriptions. */
export const seoGroup: Field = {
  name: 'meta',
  label: 'Search engines',
  type: 'group',
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Leave empty to use the generated title.' } },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 320,
      admin: { description: 'Leave empty to use the generated description.' },
    },
  ],
}

/** The item's id in an outside booking system, for matching it there; `index` where lookups go by it. */
export function crmIdField(options: { index?: boolean } = {}): TextField {
  return {
    name: 'crmId',
    type: 'text',
    ...(options.index && { index: true }),
    admin: { position: 'sidebar', description: 'Id in an outside booking system.' },
  }
}

export const isValidSlug = (value: string): boolean => SLUG.test(value)

/**
 * Where an imported item came from (src/features/wordpress): the WordPress item's id, its
 * `modified_gmt`, the address of an image, and a fingerprint of what was imported, so a second
 * run updates in place, skips what has not changed and `--prune` removes only imported items.
 * Empty for everything made in Parlour.
 */
export const wordpressOriginField: Field = {
  name: 'wordpress',
  label: 'Imported from WordPress',
  type: 'group',
  admin: {
    position: 'sidebar',
    readOnly: true,
    condition: (data) => Boolean((data as { wordpress?: { itemId?: unknown } })?.wordpress?.itemId),
  },
  fields: [
    { name: 'itemId', label: 'WordPress id', type: 'number', index: true },
    { name: 'modified', type: 'text' },
    { name: 'source', type: 'text', index: true, admin: { description: 'The file’s address, for images.' } },
    { name: 'hash', type: 'text', admin: { hidden: true } },
  ],
}

/**
 * The text at the foot of a service or category page with its formatting (paragraphs, lists,
 * emphasis, links): what a site imported from WordPress kept as HTML. Shown instead of the plain
 * SEO text when it has words.
 */
export const seoBodyField: Field = {
  name: 'seoBody',
  label: { en: 'SEO text (formatted)', uk: 'SEO-текст (з форматуванням)' },
  type: 'richText',
  localized: true,
  admin: {
    description: {
      en: 'Shown at the foot of the page instead of the plain SEO text when it has words.',
      uk: 'Показується внизу сторінки замість звичайного SEO-тексту, якщо має слова.',
    },
  },
}
