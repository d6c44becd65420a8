import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/lib/i18n/locales'

import { tags } from './cache-tags'
import { readTopCategories } from './catalogue'
import { cached } from './read'
import type { LayoutData } from './types'

export async function readLayoutData(payload: Payload, locale: Locale): Promise<LayoutData> {
  const [contacts, settings, groups] = await Promise.all([
    payload.findGlobal({ slug: 'contacts', locale, depth: 0, overrideAccess: false }),
    payload.findGlobal({ slug: 'site-settings', locale, depth: 1, overrideAccess: false }),
    readTopCategories(payload, locale),
  ])
  const footerIds = [settings.footerTopCategories?.women, settings.footerTopCategories?.men]
    .map((v) => (v && typeof v === 'object' ? v.id : v))
    .filter((v): v is number => v != null)
  const footerGroups = footerIds
    .map((id) => groups.find((g) => String(g.id) === String(id)))
    .filter((g): g is NonNullable<typeof g> => Boolean(g))
  return {
    brand: settings.brandName || 'Parlour',
    phones: (contacts.phones ?? []).map((p) => p.phone),
    email: contacts.email ?? null,
    address: contacts.address ?? '',
    workTime: (contacts.workTime ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    year: contacts.year ?? 2024,
    socials: (contacts.socials ?? []).map((s) => ({ label: s.label, url: s.link })),
    defaultSalonSlug:
      settings.defaultSalon && typeof settings.defaultSalon === 'object' ? settings.defaultSalon.slug : null,
    footerGroups,
    links: {
      bookingStore: settings.bookingStoreUrl ?? null,
      partner: settings.partnerUrl ?? null,
      academy: settings.academyUrl ?? null,
      appStore: settings.appStoreUrl ?? null,
      playStore: settings.playStoreUrl ?? null,
    },
  }
}

export const getLayoutData = cached(
  'layout',
  [
    tags.global('contacts'),
    tags.global('site-settings'),
    tags.collection('services-categories'),
    tags.collection('salons'),
    tags.all,
  ],
  readLayoutData,
)
