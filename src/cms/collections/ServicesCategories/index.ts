import type { CollectionBeforeChangeHook, CollectionConfig, CollectionAfterChangeHook } from 'payload'
import { APIError } from 'payload'

import { publishedOrStaff, staff } from '../../access'
import { orderField, seoGroup, slugField } from '../../fields/common'
import { revalidateCollection } from '../../hooks/revalidate'

export const CATEGORY_LEVELS = ['top', 'direction', 'category'] as const
export type CategoryLevel = (typeof CATEGORY_LEVELS)[number]

const relId = (value: unknown): number | string | null => {
  if (value == null || value === '') return null
  if (typeof value === 'object' && 'id' in (value as object)) return (value as { id: number | string }).id
  return value as number | string
}

/**
 * A category's identity is its whole path (`female/hair/colouring`): slugs repeat between
 * branches (hair and nails exist for women and for men). Path and level follow the parent.
 */
const computePath: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const slug = (data.slug ?? originalDoc?.slug) as string
  const parentId = relId(data.parent !== undefined ? data.parent : originalDoc?.parent)
  if (parentId == null) return { ...data, path: slug, level: 'top' }
  if (originalDoc?.id != null && String(parentId) === String(originalDoc.id)) {
    throw new APIError('A category cannot be its own parent.', 400, undefined, true)
  }
  const parent = await req.payload.findByID({
    collection: 'services-categories',
    id: parentId,
    depth: 0,
    draft: true,
    req,
    overrideAccess: true,
  })
  const level = CATEGORY_LEVELS[CATEGORY_LEVELS.indexOf(parent.level as CategoryLevel) + 1]
  if (!level)
    throw new APIError('Categories go three levels deep at most (top, direction, category).', 400, undefined, true)
  return { ...data, path: `${parent.path}/${slug}`, level }
}

/** When a category's path changes, its children and services move with it. */
const moveChildren: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  if (operation !== 'update' || !previousDoc || previousDoc.path === doc.path) return doc
  const children = await req.payload.find({
    collection: 'services-categories',
    where: { parent: { equals: doc.id } },
    depth: 0,
    limit: 1000,
    draft: true,
    req,
    overrideAccess: true,
  })
  for (const child of children.docs) {
    await req.payload.update({ collection: 'services-categories', id: child.id, data: {}, req, overrideAccess: true })
  }
  const services = await req.payload.find({
    collection: 'services',
    where: { category: { equals: doc.id } },
    depth: 0,
    limit: 1000,
    draft: true,
    req,
    overrideAccess: true,
  })
  for (const service of services.docs) {
    await req.payload.update({ collection: 'services', id: service.id, data: {}, req, overrideAccess: true })
  }
  return doc
}

const rv = revalidateCollection('services-categories')

export const ServicesCategories: CollectionConfig = {
  slug: 'services-categories',
  labels: { singular: 'Service category', plural: 'Service categories' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'path', 'level', 'order'], group: 'Catalogue' },
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: 'order',
  hooks: {
    beforeChange: [computePath],
    afterChange: [moveChildren, rv.afterChange],
    afterDelete: [rv.afterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    slugField({ unique: false }),
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'services-categories',
      index: true,
      admin: { position: 'sidebar', description: 'Empty for a top group (women, men).' },
    },
    {
      name: 'path',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Whole path, made from the parents and the slug.' },
    },
    {
      name: 'level',
      type: 'select',
      options: [
        { label: 'Top group', value: 'top' },
        { label: 'Direction', value: 'direction' },
        { label: 'Category', value: 'category' },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
    orderField,
    { name: 'description', type: 'textarea', localized: true },
    { name: 'previewImage', type: 'upload', relationTo: 'media' },
    { name: 'seoText', type: 'textarea', localized: true, admin: { description: 'Shown at the foot of the page.' } },
    { name: 'crmId', type: 'text', admin: { position: 'sidebar', description: 'Id in an outside booking system.' } },
    seoGroup,
  ],
}
