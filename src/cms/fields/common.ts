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

export const isValidSlug = (value: string): boolean => SLUG.test(value)
