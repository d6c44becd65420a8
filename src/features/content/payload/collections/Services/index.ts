import { relationId } from '@/platform/db/relation-id'
import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'

import { visibleServiceOrStaff } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'
import { selectField } from '@/platform/payload/select-field'
import { sidebarCheckbox } from '@/platform/payload/sidebar-checkbox'
import { crmIdField, seoBodyField, orderField, seoGroup, slugField, wordpressOriginField } from '../../fields/common'
import { publishedContent } from '../../published-content'

import { priceRange, type PriceRangeInput } from './price-range'
import { processingFields } from './processing'

/**
 * A service's address is its category's path plus its own slug; `categories` keeps the chain of
 * ancestors (top group, direction, category) as the old product's `services_categories` did.
 */
const computePath: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const slug = (data.slug ?? originalDoc?.slug) as string | undefined
  const categoryId = relationId(data.category !== undefined ? data.category : originalDoc?.category)
  if (!slug) return data
  if (categoryId == null) throw new APIError('A service needs a category.', 400, undefined, true)
  const chain: (number | string)[] = []
  let current = await req.payload.findByID({
    collection: 'services-categories',
    id: categoryId,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const path = `${current.path}/${slug}`
  const clash = await req.payload.count({
    collection: 'services-categories',
    where: { path: { equals: path } },
    req,
    overrideAccess: true,
  })
  if (clash.totalDocs > 0) throw new APIError(`A category already has the address ${path}.`, 400, undefined, true)
  chain.unshift(current.id)
  while (current.parent != null && chain.length < 3) {
    current = await req.payload.findByID({
      collection: 'services-categories',
      id: relationId(current.parent)!,
      depth: 0,
      req,
      overrideAccess: true,
    })
    chain.unshift(current.id)
  }
  return { ...data, path, categories: chain }
}

/** The price range follows the per-salon prices and the variants when those are given. */
const computePriceRange: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const pick = (key: string): unknown => (data[key] !== undefined ? data[key] : originalDoc?.[key])
  return {
    ...data,
    ...priceRange({
      prices: pick('prices') as PriceRangeInput['prices'],
      withParams: Boolean(pick('withParams')),
      params: pick('params') as PriceRangeInput['params'],
    }),
  }
}

const content = publishedContent('services', { read: visibleServiceOrStaff, validateDrafts: true })

const money = { type: 'number' as const, min: 0, admin: { step: 1 } }

export const Services: CollectionConfig = {
  slug: 'services',
  admin: listView('Catalogue', 'title', ['title', 'path', 'priceFrom', 'duration', '_status'], {
    listSearchableFields: ['title', 'slug', 'path'],
  }),
  ...content,
  defaultSort: 'order',
  hooks: { ...content.hooks, beforeChange: [computePath, computePriceRange] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    wordpressOriginField,
    {
      name: 'searchTerms',
      label: 'Also found by',
      type: 'text',
      localized: true,
      maxLength: 300,
      admin: {
        description:
          'Other words visitors search for, separated by commas ("highlights, babylights"). The site search finds the service by them as by its title.',
      },
    },
    slugField({ unique: false }),
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'services-categories',
      required: true,
      index: true,
      admin: { position: 'sidebar', description: 'The direction or category the service sits in.' },
    },
    {
      name: 'path',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Whole path under /services/.' },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'services-categories',
      hasMany: true,
      maxRows: 3,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Top group, direction and category (set automatically).',
      },
    },
    orderField,
    {
      type: 'row',
      fields: [
        {
          name: 'duration',
          label: 'Duration (minutes)',
          type: 'number',
          required: true,
          min: 5,
          max: 720,
          admin: { step: 5 },
        },
        selectField('gender', { female: 'Women', male: 'Men', unisex: 'Everyone' }, { defaultValue: 'female' }),
      ],
    },
    processingFields,
    {
      name: 'prices',
      label: 'Prices per salon (£)',
      type: 'array',
      admin: { description: 'The price at each salon. The lowest shows as "from" when prices differ.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'salon', type: 'relationship', relationTo: 'salons', required: true },
            { name: 'price', ...money, required: true },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'priceFrom',
          label: 'Price from (£)',
          type: 'number',
          admin: { readOnly: true, description: 'Lowest of the salon prices and variants (set automatically).' },
        },
        {
          name: 'priceTo',
          label: 'Price to (£)',
          type: 'number',
          admin: { readOnly: true, description: 'Highest, when prices differ (set automatically).' },
        },
      ],
    },
    { name: 'withParams', label: 'Has variants with their own prices', type: 'checkbox', defaultValue: false },
    {
      name: 'params',
      label: 'Variants',
      type: 'array',
      admin: { condition: (_, sibling) => Boolean(sibling?.withParams) },
      fields: [
        { name: 'name', type: 'text', required: true, localized: true },
        {
          type: 'row',
          fields: [
            { name: 'priceFrom', label: 'Price from (£)', ...money, required: true },
            { name: 'priceTo', label: 'Price to (£)', ...money },
            { name: 'duration', label: 'Minutes', type: 'number', min: 5, max: 720 },
            { name: 'crmId', type: 'text' },
          ],
        },
      ],
    },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'previewImage', type: 'upload', relationTo: 'media' },
    { name: 'seoText', type: 'textarea', localized: true, admin: { description: 'Shown at the foot of the page.' } },
    seoBodyField,
    {
      name: 'additionalServices',
      type: 'relationship',
      relationTo: 'services',
      hasMany: true,
      admin: { description: 'Offered alongside this service.' },
    },
    {
      name: 'salons',
      type: 'relationship',
      relationTo: 'salons',
      hasMany: true,
      index: true,
      admin: { position: 'sidebar', description: 'Salons offering the service.' },
    },
    sidebarCheckbox('public', true, 'Shown on the site and bookable online.'),
    sidebarCheckbox('archive', false, 'Retired; hidden everywhere.'),
    crmIdField({ index: true }),
    seoGroup,
  ],
}
