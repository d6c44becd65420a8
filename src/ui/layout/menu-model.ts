import type { LayoutData } from '@/features/content/contract'
import type { Locale } from '@/platform/i18n/locales'
import { fill, messages } from '@/platform/i18n/messages'
import { localePath } from '@/platform/i18n/routing'

/**
 * The main menu as data, shared by the desktop mega-menu and the mobile drill-down so both always
 * list the same places (site.md §2 "Layout").
 */

export interface MenuLink {
  label: string
  href: string
  /** Another site: opens in a new tab. */
  external?: boolean
  children?: MenuLink[]
}

/** A column of a panel: an optional heading (a link or plain text) over its links. */
export interface MenuSection {
  key: string
  heading: MenuLink | { label: string; href?: undefined } | null
  links: MenuLink[]
}

export interface MenuEntry {
  key: 'about' | 'services' | 'price' | 'salons' | 'vacancies' | 'stylists'
  label: string
  /** The entry's own page; null when it only opens its panel. */
  href: string | null
  sections: MenuSection[] | null
  /** The mobile menu opens each section as a list of its own (services → women → directions). */
  drillSections?: boolean
}

export function buildMenu(locale: Locale, data: Pick<LayoutData, 'menu' | 'defaultSalonSlug'>): MenuEntry[] {
  const t = messages(locale)
  const path = (p: string) => localePath(locale, p)
  const { menu } = data
  const services: MenuSection[] = menu.services.map((top) => ({
    key: `top-${top.id}`,
    heading: { label: top.name, href: path(`/services/${top.path}/`) },
    links: top.directions.map((d) => ({
      label: d.name,
      href: path(`/services/${d.path}/`),
      children: d.categories.map((c) => ({ label: c.name, href: path(`/services/${c.path}/`) })),
    })),
  }))
  const salonLink = (s: { slug: string; title: string }) => ({ label: s.title, href: path(`/salons/${s.slug}/`) })
  const salons: MenuSection[] = [
    ...menu.salonGroups
      .filter((g) => g.salons.length > 0 || g.externalUrl)
      .map((g) => ({
        key: `salons-${g.id}`,
        heading: g.externalUrl
          ? { label: g.name, href: g.externalUrl, external: true }
          : { label: g.name, href: `${path('/salons/')}#salons-${g.slug}` },
        links: g.salons.map(salonLink),
      })),
    ...(menu.otherSalons.length
      ? [{ key: 'salons-other', heading: { label: t.navOtherSalons }, links: menu.otherSalons.map(salonLink) }]
      : []),
    { key: 'salons-all', heading: null, links: [{ label: t.navAllSalons, href: path('/salons/') }] },
  ]
  const about: MenuSection[] = [
    {
      key: 'about',
      heading: null,
      links: [
        { label: t.navAbout, href: path('/about/') },
        {
          label: t.navBlog,
          href: path('/blog/'),
          children: menu.blogCategories.map((c) => ({ label: c.name, href: path(`/blog/${c.slug}/`) })),
        },
      ],
    },
  ]
  return [
    { key: 'about', label: t.navAbout, href: path('/about/'), sections: about },
    { key: 'services', label: t.navServices, href: null, sections: services, drillSections: true },
    { key: 'price', label: t.prices, href: path('/price/'), sections: null },
    {
      key: 'salons',
      label: t.navSalons,
      href: path(data.defaultSalonSlug ? `/salons/${data.defaultSalonSlug}/` : '/salons/'),
      sections: salons,
    },
    { key: 'vacancies', label: t.navVacancies, href: path('/vacancies/'), sections: null },
    { key: 'stylists', label: t.navStylists, href: path('/employees/'), sections: null },
  ]
}

/** "More: Salons": the name of the button that opens an entry's panel. */
export const moreLabel = (locale: Locale, entry: MenuEntry) => fill(messages(locale).navMore, { name: entry.label })
