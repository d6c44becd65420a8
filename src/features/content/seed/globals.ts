/** Seed section: the contacts and the site settings (globals), in English and Ukrainian. */
import { contacts, settings } from './data/globals'
import type { Id, SeedWriter } from './writer'

export async function seedGlobals(
  w: SeedWriter,
  ids: { salons: Map<string, Id>; categories: Map<string, Id> },
): Promise<void> {
  const { payload, req, context } = w
  await payload.updateGlobal({
    slug: 'contacts',
    locale: 'en',
    overrideAccess: true,
    req,
    context,
    data: {
      phones: contacts.phones.map((phone) => ({ phone })),
      email: contacts.email,
      address: contacts.address.en,
      workTime: contacts.workTime.en,
      year: contacts.year,
      socials: contacts.socials.map((s) => ({ label: s.label, link: s.url })),
    },
  })
  await payload.updateGlobal({
    slug: 'contacts',
    locale: 'uk',
    overrideAccess: true,
    req,
    context,
    data: { address: contacts.address.uk, workTime: contacts.workTime.uk },
  })
  const settingsDoc = await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    overrideAccess: true,
    req,
    context,
    depth: 0,
    data: {
      brandName: settings.brandName,
      tagline: settings.tagline.en,
      bookingStoreUrl: settings.bookingStoreUrl,
      londonSalonSiteUrl: settings.londonSalonSiteUrl,
      partnerUrl: settings.partnerUrl,
      academyUrl: settings.academyUrl,
      appStoreUrl: settings.appStoreUrl,
      playStoreUrl: settings.playStoreUrl,
      defaultSalon: ids.salons.get(settings.defaultSalon) as number,
      popularSearches: settings.popularSearches.map((p) => ({ label: p.label.en, query: p.query })),
      footerTopCategories: {
        women: ids.categories.get(settings.footerTopCategories.women) as number,
        men: ids.categories.get(settings.footerTopCategories.men) as number,
      },
    },
  })
  // The Ukrainian labels go to the rows English created (by their ids).
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'uk',
    overrideAccess: true,
    req,
    context,
    data: {
      tagline: settings.tagline.uk,
      popularSearches: settings.popularSearches.map((p, i) => ({
        id: settingsDoc.popularSearches?.[i]?.id,
        label: p.label.uk,
        query: p.query,
      })),
    },
  })
}
