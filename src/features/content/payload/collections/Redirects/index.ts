import type { CollectionConfig, PayloadRequest, Where } from 'payload'

import { getEnv } from '@/platform/env'
import { isSystemPath, normaliseFrom, normaliseTo, targetPath } from '../../../redirects/paths'
import { invalidateRedirects } from '../../../redirects/table'

import { anyone, staff } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'
import { selectField } from '@/platform/payload/select-field'

const siteOrigin = () => new URL(getEnv().siteUrl).origin

const FROM_FORMAT = 'The old address must be a path on this site starting with / (for example /services/old-name/).'
const TO_FORMAT = 'The new address must be a path on this site starting with / or a full http(s) address.'

/** The other redirects (not the one being saved) matching `where`, in the request's transaction. */
async function otherRedirects(req: PayloadRequest, id: number | string | undefined, where: Where) {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: id === undefined ? where : { and: [where, { id: { not_equals: id } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs
}

/**
 * Permanent (301) redirects from old addresses of the site (decision 0027): created by staff, or by
 * the WordPress import where an item's address had to change. src/proxy.ts answers them from an
 * in-memory copy that the hooks below drop on every change.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: listView('Content', 'from', ['from', 'to', 'origin', 'updatedAt'], {
    description:
      'Old addresses that send visitors and search engines on with a permanent (301) redirect. An English ' +
      'address covers its Ukrainian twin under /ua too.',
  }),
  // Public reads go through the Local API with overrideAccess: false (src/features/content/redirects/stored.ts).
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    afterChange: [
      ({ doc }) => {
        invalidateRedirects()
        return doc
      },
    ],
    afterDelete: [
      ({ doc }) => {
        invalidateRedirects()
        return doc
      },
    ],
  },
  fields: [
    {
      name: 'from',
      label: 'Old address',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'A path on this site, in its English form: /services/female/nails/old-name/.' },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? (normaliseFrom(value) ?? value) : value)] },
      validate: async (value: unknown, { req, id }: { req: PayloadRequest; id?: number | string }) => {
        if (typeof value !== 'string' || !value.trim()) return 'Enter the old address.'
        const from = normaliseFrom(value)
        if (!from) return FROM_FORMAT
        if (isSystemPath(from))
          return 'Addresses under /api/, /admin and /_next/ belong to the system and cannot be redirected.'
        const others = await otherRedirects(req, id, { or: [{ from: { equals: from } }, { to: { contains: from } }] })
        if (others.some((other) => other.from === from)) return `There is already a redirect from ${from}.`
        const into = others.find((other) => targetPath(other.to) === from)
        if (into) {
          return `The redirect from ${into.from} already leads to ${from}, and redirects must not chain: point that redirect at the new address instead.`
        }
        return true
      },
    },
    {
      name: 'to',
      label: 'New address',
      type: 'text',
      required: true,
      admin: { description: 'A path on this site (/services/female/nails/new-name/) or a full https:// address.' },
      hooks: {
        beforeValidate: [
          ({ value }) => (typeof value === 'string' ? (normaliseTo(value, siteOrigin()) ?? value) : value),
        ],
      },
      validate: async (
        value: unknown,
        { req, id, siblingData }: { req: PayloadRequest; id?: number | string; siblingData: Record<string, unknown> },
      ) => {
        if (typeof value !== 'string' || !value.trim()) return 'Enter the new address.'
        const to = normaliseTo(value, siteOrigin())
        if (!to) return TO_FORMAT
        const path = targetPath(to)
        if (path === null) return true
        const from = typeof siblingData.from === 'string' ? normaliseFrom(siblingData.from) : null
        if (path === from) return 'The new address must differ from the old one.'
        const [next] = await otherRedirects(req, id, { from: { equals: path } })
        if (next) {
          return `${path} is itself redirected to ${next.to}, and redirects must not chain: enter ${next.to} instead.`
        }
        return true
      },
    },
    selectField(
      'origin',
      { manual: 'Made in the admin', wordpress: 'WordPress import' },
      { required: true, defaultValue: 'manual', admin: { position: 'sidebar', readOnly: true } },
    ),
  ],
}
