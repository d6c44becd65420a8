import { relationId } from '@/platform/db/relation-id'
import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, CollectionConfig, PayloadRequest } from 'payload'
import { APIError } from 'payload'

import { listView } from '@/platform/payload/list-view'
import { selectField, type OptionLabels } from '@/platform/payload/select-field'
import { crmIdField, seoBodyField, orderField, seoGroup, slugField, wordpressOriginField } from '../../fields/common'
import { publishedContent } from '../../published-content'

export const CATEGORY_LEVELS = ['top', 'direction', 'category'] as const
export type CategoryLevel = (typeof CATEGORY_LEVELS)[number]

const LEVELS: OptionLabels<CategoryLevel> = { top: 'Top group', direction: 'Direction', category: 'Category' }

/**
 * A category's identity is its whole path (`female/hair/colouring`): slugs repeat between
 * branches (hair and nails exist for women and for men). Path and level follow the parent.
 *
 * A category that already holds subcategories or services keeps its slug and parent: moving it
 * would silently change the published address of everything under it (and re-saving those
 * documents would publish their pending drafts). Staff move the contents first.
 */
const computePath: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  const slug = (data.slug ?? originalDoc?.slug) as string | undefined
  if (!slug) return data
  const parentId = relationId(data.parent !== undefined ? data.parent : originalDoc?.parent)
  if (operation === 'update' && originalDoc) {
    const moved = slug !== originalDoc.slug || String(parentId ?? '') !== String(relationId(originalDoc.parent) ?? '')
    if (moved && (await holdsContent(req, originalDoc.id))) {
      throw new APIError(
        'This category holds subcategories or services: move them elsewhere before changing its address or parent.',
        400,
        undefined,
        true,
      )
    }
  }
  if (parentId == null) {
    if (await salonSlugTaken(req, slug)) {
      throw new APIError(`"${slug}" is a salon's address; a top group cannot use it.`, 400, undefined, true)
    }
    return { ...data, path: slug, level: 'top' }
  }
  if (originalDoc?.id != null && String(parentId) === String(originalDoc.id)) {
    throw new APIError('A category cannot be its own parent.', 400, undefined, true)
  }
  const parent = await req.payload.findByID({
    collection: 'services-categories',
    id: parentId,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const level = CATEGORY_LEVELS[CATEGORY_LEVELS.indexOf(parent.level as CategoryLevel) + 1]
  if (!level)
    throw new APIError('Categories go three levels deep at most (top, direction, category).', 400, undefined, true)
  const path = `${parent.path}/${slug}`
  const clash = await req.payload.count({
    collection: 'services',
    where: { path: { equals: path } },
    req,
    overrideAccess: true,
  })
  if (clash.totalDocs > 0) throw new APIError(`A service already has the address ${path}.`, 400, undefined, true)
  return { ...data, path, level }
}

async function holdsContent(req: PayloadRequest, id: number | string): Promise<boolean> {
  const where = { parent: { equals: id } }
  const [children, services] = await Promise.all([
    req.payload.count({ collection: 'services-categories', where, req, overrideAccess: true }),
    req.payload.count({ collection: 'services', where: { category: { equals: id } }, req, overrideAccess: true }),
  ])
  return children.totalDocs + services.totalDocs > 0
}

async function salonSlugTaken(req: PayloadRequest, slug: string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'salons',
    where: { slug: { equals: slug } },
    req,
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Deleting a category would leave its services without an address: refuse while it holds any. */
const refuseDeleteWithContent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (await holdsContent(req, id)) {
    throw new APIError(
      'This category holds subcategories or services: move or delete them first.',
      400,
      undefined,
      true,
    )
  }
}

const content = publishedContent('services-categories', { validateDrafts: true })

export const ServicesCategories: CollectionConfig = {
  slug: 'services-categories',
  labels: { singular: 'Service category', plural: 'Service categories' },
  admin: listView('Catalogue', 'name', ['name', 'path', 'level', 'order']),
  ...content,
  defaultSort: 'order',
  hooks: { ...content.hooks, beforeChange: [computePath], beforeDelete: [refuseDeleteWithContent] },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    wordpressOriginField,
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
    selectField('level', LEVELS, { admin: { readOnly: true, position: 'sidebar' } }),
    orderField,
    { name: 'description', type: 'textarea', localized: true },
    { name: 'previewImage', type: 'upload', relationTo: 'media' },
    { name: 'seoText', type: 'textarea', localized: true, admin: { description: 'Shown at the foot of the page.' } },
    seoBodyField,
    crmIdField(),
    seoGroup,
  ],
}
