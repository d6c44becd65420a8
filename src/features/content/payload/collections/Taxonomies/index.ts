import type { CollectionConfig, Field } from 'payload'

import type { ContentCollection } from '../../../data/cache-tags'

import { anyone, staff } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'
import { orderField, slugField, wordpressOriginField } from '../../fields/common'
import { revalidateCollection } from '../../hooks/revalidate'

/**
 * Small lists that group other content (salon, stylist, skill and article categories, skills,
 * positions). They are public as soon as they exist; only staff change them.
 */
function taxonomy(options: {
  slug: ContentCollection
  singular: string
  plural: string
  titleField?: 'name' | 'title'
  group?: string
  fields?: Field[]
}): CollectionConfig {
  const titleField = options.titleField ?? 'name'
  return {
    slug: options.slug,
    labels: { singular: options.singular, plural: options.plural },
    admin: listView(options.group ?? 'Taxonomies', titleField, [titleField, 'slug', 'order']),
    access: { read: anyone, create: staff, update: staff, delete: staff },
    defaultSort: 'order',
    hooks: revalidateCollection(options.slug),
    fields: [
      { name: titleField, type: 'text', required: true, localized: true },
      slugField(),
      { name: 'parent', type: 'relationship', relationTo: options.slug, admin: { position: 'sidebar' } },
      orderField,
      ...(options.fields ?? []),
      wordpressOriginField,
    ],
  }
}

export const SalonsCategories = taxonomy({
  slug: 'salons-categories',
  singular: 'Salon category',
  plural: 'Salon categories',
  fields: [
    {
      name: 'externalUrl',
      type: 'text',
      admin: { description: 'When set, choosing this category on the site opens this address in a new tab.' },
      validate: (v: unknown) => !v || (typeof v === 'string' && /^https?:\/\//.test(v)) || 'Use an http(s) address.',
    },
  ],
})

export const EmployeesCategories = taxonomy({
  slug: 'employees-categories',
  singular: 'Stylist category',
  plural: 'Stylist categories',
})

export const SkillsCategories = taxonomy({
  slug: 'skills-categories',
  singular: 'Skill category',
  plural: 'Skill categories',
})

export const Skills = taxonomy({
  slug: 'skills',
  singular: 'Skill',
  plural: 'Skills',
  titleField: 'title',
  fields: [{ name: 'category', type: 'relationship', relationTo: 'skills-categories', index: true }],
})

export const Positions = taxonomy({
  slug: 'positions',
  singular: 'Position',
  plural: 'Positions',
  fields: [{ name: 'role', type: 'text', admin: { description: 'Role in the booking system (e.g. master).' } }],
})

export const ArticlesCategories = taxonomy({
  slug: 'articles-categories',
  singular: 'Blog category',
  plural: 'Blog categories',
  fields: [{ name: 'description', type: 'textarea', localized: true }],
})
