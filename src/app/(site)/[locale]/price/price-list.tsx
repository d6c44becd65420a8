import type { Metadata } from 'next'
import { cache, type ReactNode } from 'react'

import {
  getCatalogueIndex,
  getPage,
  getSiteSettings,
  type PageContent,
  publishedPageMetadata,
} from '@/features/content'
import type { CatalogueIndex, CategoryDetail, ServiceDetail } from '@/features/content/contract'
import { getEnv } from '@/platform/env'
import { formatDuration } from '@/platform/format/duration'
import { formatPrice } from '@/platform/format/price'
import type { Locale } from '@/platform/i18n/locales'
import { fill, messages } from '@/platform/i18n/messages'
import { localePath } from '@/platform/i18n/routing'
import { brandedTitle } from '@/platform/seo/page-metadata'

import shell from '@/ui/layout/content-page.module.css'
import { ListingPage } from '@/ui/layout/listing-page'

import styles from './price.module.css'

/**
 * The price list shared by /price/ (every top group) and /price/{top}/ (one of them):
 * top group → direction → category → service, each service with its variants. Services may hang
 * straight under a direction (female/body, every men's direction) as well as under a category.
 */

interface PriceCategory {
  category: CategoryDetail
  services: ServiceDetail[]
}

interface PriceDirection {
  direction: CategoryDetail
  /** Services attached to the direction itself. */
  services: ServiceDetail[]
  categories: PriceCategory[]
}

export interface PriceTop {
  top: CategoryDetail
  directions: PriceDirection[]
}

/** The catalogue as a tree of top groups, in the CMS order (the index is already sorted). */
export function buildPriceTree(index: CatalogueIndex): PriceTop[] {
  const childrenOf = (parent: CategoryDetail, level: CategoryDetail['level']) =>
    index.categories.filter((c) => c.level === level && c.parentId != null && String(c.parentId) === String(parent.id))
  const servicesOf = (category: CategoryDetail) =>
    index.services.filter((s) => String(s.categoryId) === String(category.id))
  return index.categories
    .filter((c) => c.level === 'top')
    .map((top) => ({
      top,
      directions: childrenOf(top, 'direction').map((direction) => ({
        direction,
        services: servicesOf(direction),
        categories: childrenOf(direction, 'category').map((category) => ({ category, services: servicesOf(category) })),
      })),
    }))
}

/** Catalogue and brand of one locale, read once per request. */
export const loadPrices = cache(async (locale: Locale) => {
  const [index, settings] = await Promise.all([getCatalogueIndex(locale), getSiteSettings(locale)])
  return { tree: buildPriceTree(index), brand: settings.brandName }
})

/** Address of a price page without locale prefix: /price/ or /price/{top}/. */
export function pricePath(top?: CategoryDetail | null): string {
  return top ? `/price/${top.slug}/` : '/price/'
}

/**
 * The CMS page of a group's prices ("price-female", "price-male": spec service-pages §2.3), which
 * gives /price/{top}/ its heading and introduction; null for /price/ or when there is none.
 */
export const loadPricePage = cache(async (locale: Locale, top: Pick<CategoryDetail, 'slug'> | null) =>
  top ? getPage(`price-${top.slug}`, locale) : null,
)

/** Heading (h1) and page title of a price page: its CMS page's title, else the site's words. */
export function priceHeading(locale: Locale, top?: CategoryDetail | null, page?: PageContent | null): string {
  const t = messages(locale)
  if (page?.title) return page.title
  return top ? fill(t.pricesTopTitle, { name: top.name }) : t.pricesTitle
}

export function priceMetadata({
  locale,
  brand,
  top,
  page,
}: {
  locale: Locale
  brand: string
  top?: CategoryDetail | null
  page?: PageContent | null
}): Promise<Metadata> {
  const t = messages(locale)
  return publishedPageMetadata({
    locale,
    siteUrl: getEnv().siteUrl,
    path: pricePath(top),
    title: page?.metaTitle || brandedTitle(priceHeading(locale, top, page), brand),
    // The generated description names the salon, the city and the currency; the CMS may set its own.
    description:
      page?.metaDescription ||
      (top ? fill(t.pricesTopDescription, { name: top.name, brand }) : fill(t.pricesDescription, { brand })),
    brand,
    image: page?.image ?? null,
  })
}

type HeadingLevel = 1 | 2 | 3 | 4 | 5

function Heading({ level, id, children }: { level: HeadingLevel; id?: string; children: ReactNode }) {
  const Tag = `h${level}` as const
  return <Tag id={id}>{children}</Tag>
}

/**
 * The whole page: breadcrumbs, heading, links between the price pages and the list itself.
 * `current` is the top group of /price/{top}/, or null on /price/.
 */
export function PricePage({
  locale,
  tree,
  current,
  page = null,
}: {
  locale: Locale
  tree: PriceTop[]
  current: PriceTop | null
  /** The group's CMS page (its heading, lead and introduction). */
  page?: PageContent | null
}) {
  const t = messages(locale)
  const heading = priceHeading(locale, current?.top, page)
  const path = pricePath(current?.top)
  const groups = current ? [current] : tree

  return (
    <ListingPage
      locale={locale}
      siteUrl={getEnv().siteUrl}
      path={path}
      parents={current ? [{ name: t.pricesTitle, path: pricePath() }] : []}
      crumb={current ? current.top.name : t.pricesTitle}
      title={heading}
      lead={page?.description || t.pricesLead}
      intro={page?.body}
      menuColour="dark"
    >
      <nav aria-label={t.pricesSections} className={styles.tabs}>
        <ul className={shell.pills}>
          {[null, ...tree].map((group) => {
            const here = (group?.top.id ?? null) === (current?.top.id ?? null)
            return (
              <li key={group ? String(group.top.id) : 'all'}>
                <a href={localePath(locale, pricePath(group?.top))} aria-current={here ? 'page' : undefined}>
                  {group ? group.top.name : t.pricesAll}
                </a>
              </li>
            )
          })}
        </ul>
      </nav>
      {groups.map((group) =>
        current ? (
          // One group: its name is already the h1, the directions start at h2.
          <div key={String(group.top.id)} className={styles.group}>
            <Directions group={group} locale={locale} level={2} />
          </div>
        ) : (
          <section key={String(group.top.id)} aria-labelledby={`price-${group.top.id}`} className={styles.group}>
            <h2 id={`price-${group.top.id}`}>{group.top.name}</h2>
            <Directions group={group} locale={locale} level={3} />
          </section>
        ),
      )}
    </ListingPage>
  )
}

/** A group's directions and their categories; the CSS finds them as the group's sections and theirs. */
function Directions({ group, locale, level }: { group: PriceTop; locale: Locale; level: 2 | 3 }) {
  const t = messages(locale)
  const below = (level + 1) as HeadingLevel
  return (
    <>
      {group.directions.map(({ direction, services, categories }) => {
        const id = `price-${direction.id}`
        const empty = services.length === 0 && categories.every((c) => c.services.length === 0)
        return (
          <section key={String(direction.id)}>
            <Heading level={level} id={id}>
              {direction.name}
            </Heading>
            {empty && <p className={styles.note}>{t.nothingHereYet}</p>}
            {services.length > 0 && <PriceTable services={services} labelledBy={id} locale={locale} />}
            {categories.map(({ category, services: inCategory }) => {
              const categoryId = `price-${category.id}`
              return (
                <section key={String(category.id)} className="later">
                  <Heading level={below} id={categoryId}>
                    {category.name}
                  </Heading>
                  {inCategory.length > 0 ? (
                    <PriceTable services={inCategory} labelledBy={categoryId} locale={locale} />
                  ) : (
                    !empty && <p className={styles.note}>{t.nothingHereYet}</p>
                  )}
                </section>
              )
            })}
          </section>
        )
      })}
    </>
  )
}

/**
 * One table per category: a row per service, followed by its variants, one tbody per service.
 * The page carries every service of the catalogue, so its cells carry no classes (the CSS finds
 * them by position) and a variant's row does not repeat the service's name: the service's header
 * names the whole group (scope="rowgroup"), the variant's own header its row.
 */
function PriceTable({
  services,
  labelledBy,
  locale,
}: {
  services: ServiceDetail[]
  labelledBy: string
  locale: Locale
}) {
  const t = messages(locale)
  return (
    <table aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th>{t.pricesService}</th>
          <th>{t.duration}</th>
          <th>{t.price}</th>
        </tr>
      </thead>
      {services.map((s) => (
        <tbody key={String(s.id)}>
          <tr>
            <th scope={s.variants.length > 0 ? 'rowgroup' : 'row'}>
              <a href={localePath(locale, `/services/${s.path}/`)}>{s.title}</a>
            </th>
            <td>{formatDuration(s.durationMinutes, locale)}</td>
            <td>{formatPrice(s, locale)}</td>
          </tr>
          {s.variants.map((v, i) => (
            <tr key={i}>
              <th scope="row">{v.name}</th>
              <td>{formatDuration(v.durationMinutes ?? s.durationMinutes, locale)}</td>
              <td>{formatPrice({ priceFrom: v.priceFrom, priceTo: v.priceTo }, locale)}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  )
}
