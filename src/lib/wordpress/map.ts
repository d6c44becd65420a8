/**
 * WordPress items as Parlour drafts: what the importer writes, with references still as WordPress
 * ids (the importer resolves them to Parlour's once their targets exist). Pure; a malformed item
 * is `{ ok: false, reason }` naming what is wrong, so the run skips it with a line and goes on.
 *
 * Field names are the old site's (spec/site.md §3, spec/service-pages-and-booking.md §3): a
 * service's `duration`, `pricesInNativeCurrency` (salon id → price), `price_from`/`price_to`,
 * `with_params` and `params[{name, price_from, price_to, crm_id}]`, `services_categories`,
 * `acf.seo_text`, `acf.additional_services.list`, `acf.preview_image`; read from the item or from
 * its `acf` (sites registered them either way).
 */
import type { WpItem } from './client'
import { acfOf, imageRef, numberOf, plainText, rendered, renderedHtml, termIds, textOf, type ImageRef } from './items'

export type Mapped<T> = { ok: true; draft: T } | { ok: false; reason: string }

/** Text in English and, when the site has it, Ukrainian. */
export interface Localised {
  en: string
  uk: string | null
}

export interface CategoryDraft {
  wpId: number
  slug: string
  name: Localised
  /** WordPress id of the parent term; null at the top. */
  parentWpId: number | null
  seoText: Localised
  description: string
  image: ImageRef | null
  order: number
}

export interface ServiceDraft {
  wpId: number
  modified: string | null
  slug: string
  title: Localised
  /** The chain of category terms (gender, direction, category) as WordPress listed them. */
  categoryWpIds: number[]
  duration: number
  prices: { salonWpId: number; price: number }[]
  priceFrom: number | null
  priceTo: number | null
  withParams: boolean
  params: { name: string; priceFrom: number; priceTo: number | null; crmId: string }[]
  seoText: Localised
  additionalWpIds: number[]
  salonWpIds: number[]
  image: ImageRef | null
  order: number
}

export interface SalonDraft {
  wpId: number
  modified: string | null
  slug: string
  title: Localised
  /** Its salon category (`salons_categories`), a WordPress term id. */
  categoryWpId: number | null
  street: string
  city: string
  postcode: string
  phone: string
  image: ImageRef | null
  order: number
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** A UK postcode at the end of an address line ("…, London SW3 4UT"). */
const POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\b\s*$/i

const field = (item: WpItem, name: string): unknown => (item[name] !== undefined ? item[name] : acfOf(item)[name])
const modifiedOf = (item: WpItem) => (typeof item.modified_gmt === 'string' ? item.modified_gmt : null)
const orderOf = (item: WpItem) => (typeof item.menu_order === 'number' ? item.menu_order : 0)

/** Ukrainian letters in Latin (the national transliteration, as the Cabinet of Ministers set it in 2010). */
const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  ы: 'y',
  э: 'e',
  ё: 'io',
  ъ: '',
  "'": '',
  '’': '',
}

/**
 * An address part Parlour accepts (lower-case letters, digits, single hyphens) made from a
 * WordPress slug: WordPress keeps Cyrillic slugs percent-encoded and allows capitals and
 * underscores. Null when nothing is left.
 */
export function addressPart(raw: string): string | null {
  let text = raw
  try {
    text = decodeURIComponent(raw)
  } catch {
    // A stray % is kept as a character and dropped below.
  }
  // Cyrillic first (NFKD would split й into и and a breve), then accents off Latin letters.
  const slug = [...text.toLowerCase()]
    .map((c) => LATIN[c] ?? c)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug && SLUG.test(slug) ? slug : null
}

/** The item's slug as an address part; `formerSlug` is WordPress's when it had to change. */
function slugOf(item: WpItem): string | null {
  const raw = typeof item.slug === 'string' ? item.slug : ''
  return addressPart(raw)
}

/** WordPress's slug when Parlour's differs from it (the old address then gets a 301). */
export function formerSlug(item: WpItem): string | null {
  const raw = typeof item.slug === 'string' ? item.slug : ''
  // A slug is one address part: one with slashes or dot segments would name another page.
  if (/[/\\]|%2f|%5c|(^|[^a-z0-9])\.\.?($|[^a-z0-9])/i.test(raw)) return null
  const slug = addressPart(raw)
  return slug && slug !== raw ? raw : null
}

/** The Ukrainian text when the site answered `lang=ua` with other words; null otherwise. */
function localised(en: string, uk: string | undefined): Localised {
  return { en, uk: uk && uk !== en ? uk : null }
}

export function mapCategory(item: WpItem, ua?: WpItem): Mapped<CategoryDraft> {
  const slug = slugOf(item)
  if (!slug) return { ok: false, reason: `its slug "${String(item.slug ?? '')}" is not an address part` }
  const name = plainText(typeof item.name === 'string' ? item.name : rendered(item.title))
  if (!name) return { ok: false, reason: 'it has no name' }
  const parent = typeof item.parent === 'number' && item.parent > 0 ? item.parent : null
  const acf = acfOf(item)
  const uaName = ua ? plainText(typeof ua.name === 'string' ? ua.name : rendered(ua.title)) : undefined
  return {
    ok: true,
    draft: {
      wpId: item.id,
      slug,
      name: localised(name, uaName),
      parentWpId: parent,
      seoText: localised(textOf(acf.seo_text), ua ? textOf(acfOf(ua).seo_text) : undefined),
      description: plainText(typeof item.description === 'string' ? item.description : ''),
      image: imageRef(acf.preview_image),
      order: orderOf(item),
    },
  }
}

export function mapService(item: WpItem, ua?: WpItem): Mapped<ServiceDraft> {
  const slug = slugOf(item)
  if (!slug) return { ok: false, reason: `its slug "${String(item.slug ?? '')}" is not an address part` }
  const title = rendered(item.title) || plainText(textOf(item.name))
  if (!title) return { ok: false, reason: 'it has no title' }
  const categoryWpIds = termIds(item, 'services_categories')
  if (!categoryWpIds.length) return { ok: false, reason: 'it is in no services category' }
  const duration = numberOf(field(item, 'duration'))
  if (duration === null || duration < 5 || duration > 720)
    return { ok: false, reason: `its duration "${String(field(item, 'duration') ?? '')}" is not 5–720 minutes` }
  const rawPrices = field(item, 'pricesInNativeCurrency')
  const prices =
    rawPrices && typeof rawPrices === 'object'
      ? Object.entries(rawPrices as Record<string, unknown>)
          .map(([salon, value]) => ({ salonWpId: Number(salon), price: numberOf(value) }))
          .filter((p): p is { salonWpId: number; price: number } => Number.isInteger(p.salonWpId) && p.price !== null)
      : []
  const rawParams = field(item, 'params')
  const params = Array.isArray(rawParams)
    ? rawParams
        .map((p: Record<string, unknown>) => ({
          name: plainText(textOf(p?.name)),
          priceFrom: numberOf(p?.price_from),
          priceTo: numberOf(p?.price_to),
          crmId: textOf(p?.crm_id) || (typeof p?.crm_id === 'number' ? String(p.crm_id) : ''),
        }))
        .filter((p): p is ServiceDraft['params'][number] => Boolean(p.name) && p.priceFrom !== null)
    : []
  const acf = acfOf(item)
  const extra = acf.additional_services as { list?: unknown } | undefined
  const salons = field(item, 'salons')
  return {
    ok: true,
    draft: {
      wpId: item.id,
      modified: modifiedOf(item),
      slug,
      title: localised(title, ua ? rendered(ua.title) : undefined),
      categoryWpIds,
      duration,
      prices,
      priceFrom: numberOf(field(item, 'price_from')),
      priceTo: numberOf(field(item, 'price_to')),
      withParams: Boolean(field(item, 'with_params')) && params.length > 0,
      params,
      seoText: localised(textOf(acf.seo_text), ua ? textOf(acfOf(ua).seo_text) : undefined),
      additionalWpIds: Array.isArray(extra?.list) ? extra.list.filter((x): x is number => Number.isInteger(x)) : [],
      salonWpIds: Array.isArray(salons) ? salons.filter((x): x is number => Number.isInteger(x)) : [],
      image: imageRef(acf.preview_image) ?? imageRef(item.featured_media),
      order: orderOf(item),
    },
  }
}

export function mapSalon(item: WpItem, ua?: WpItem): Mapped<SalonDraft> {
  const slug = slugOf(item)
  if (!slug) return { ok: false, reason: `its slug "${String(item.slug ?? '')}" is not an address part` }
  const title = rendered(item.title)
  if (!title) return { ok: false, reason: 'it has no title' }
  const acf = acfOf(item)
  const address = plainText(textOf(acf.address))
  const postcode = POSTCODE.exec(address)?.[1]?.toUpperCase() ?? ''
  // "152 King’s Road, London SW3 4UT": the street before the first comma, the city before the postcode.
  const [street = '', rest = ''] = address.split(/,\s*/, 2)
  const city = rest.replace(POSTCODE, '').trim() || (postcode ? 'London' : '')
  return {
    ok: true,
    draft: {
      wpId: item.id,
      modified: modifiedOf(item),
      slug,
      title: localised(title, ua ? rendered(ua.title) : undefined),
      categoryWpId: termIds(item, 'salons_categories')[0] ?? null,
      street,
      city,
      postcode,
      phone: textOf(acf.phone),
      image: imageRef(acf.image) ?? imageRef(item.featured_media),
      order: orderOf(item),
    },
  }
}

/**
 * Categories parents first (the tree by `parent`), so each one's parent exists when it is written;
 * a term whose parent is missing or three levels down is left out with the reason.
 */
export function categoryTree(drafts: CategoryDraft[]): {
  ordered: (CategoryDraft & { level: 0 | 1 | 2 })[]
  orphans: { draft: CategoryDraft; reason: string }[]
} {
  const byId = new Map(drafts.map((d) => [d.wpId, d]))
  const ordered: (CategoryDraft & { level: 0 | 1 | 2 })[] = []
  const orphans: { draft: CategoryDraft; reason: string }[] = []
  for (const d of drafts) {
    let level = 0
    let at: CategoryDraft | undefined = d
    const seen = new Set<number>()
    while (at?.parentWpId != null && !seen.has(at.wpId)) {
      seen.add(at.wpId)
      at = byId.get(at.parentWpId)
      level++
    }
    if (!at) orphans.push({ draft: d, reason: 'its parent category is not on the site' })
    else if (seen.has(at.wpId) && at.parentWpId != null)
      orphans.push({ draft: d, reason: 'its parents go round in a circle' })
    else if (level > 2) orphans.push({ draft: d, reason: 'it is more than three levels deep' })
    else ordered.push({ ...d, level: level as 0 | 1 | 2 })
  }
  ordered.sort((a, b) => a.level - b.level || a.order - b.order || a.wpId - b.wpId)
  return { ordered, orphans }
}

/** A term of a small taxonomy (blog, stylist or skill categories): a name in a tree by `parent`. */
export interface ArticleCategoryDraft {
  wpId: number
  slug: string
  name: Localised
  parentWpId: number | null
  order: number
}

export interface ArticleDraft {
  wpId: number
  modified: string | null
  slug: string
  title: Localised
  /** The publication day, YYYY-MM-DD. */
  date: string
  categoryWpIds: number[]
  /** The card's title in lines of words (`acf.title`), as the old blog drew it. */
  titleLines: { items: { text: string }[] }[]
  /** The Ukrainian lines, when the site has its own; null to use the English ones. */
  titleLinesUk: { items: { text: string }[] }[] | null
  excerpt: Localised
  /** The body as WordPress rendered it (HTML), in each language. */
  bodyHtml: { en: string; uk: string | null }
  image: ImageRef | null
}

export type TermDraft = ArticleCategoryDraft

export function mapArticleCategory(item: WpItem, ua?: WpItem): Mapped<ArticleCategoryDraft> {
  const slug = slugOf(item)
  if (!slug) return { ok: false, reason: `its slug "${String(item.slug ?? '')}" is not an address part` }
  const name = plainText(typeof item.name === 'string' ? item.name : '')
  if (!name) return { ok: false, reason: 'it has no name' }
  return {
    ok: true,
    draft: {
      wpId: item.id,
      slug,
      name: localised(name, ua && typeof ua.name === 'string' ? plainText(ua.name) : undefined),
      parentWpId: typeof item.parent === 'number' && item.parent > 0 ? item.parent : null,
      order: orderOf(item),
    },
  }
}

function titleLinesOf(value: unknown): ArticleDraft['titleLines'] {
  if (!Array.isArray(value)) return []
  return value
    .map((line: { items?: unknown }) => ({
      items: (Array.isArray(line?.items) ? line.items : [])
        .map((i: { text?: unknown }) => ({ text: plainText(textOf(i?.text)) }))
        .filter((i) => i.text),
    }))
    .filter((line) => line.items.length)
}

export function mapArticle(item: WpItem, ua?: WpItem): Mapped<ArticleDraft> {
  const slug = slugOf(item)
  if (!slug) return { ok: false, reason: `its slug "${String(item.slug ?? '')}" is not an address part` }
  const title = rendered(item.title)
  if (!title) return { ok: false, reason: 'it has no title' }
  const date = typeof item.date === 'string' ? /^(\d{4}-\d{2}-\d{2})/.exec(item.date)?.[1] : undefined
  if (!date) return { ok: false, reason: 'it has no date' }
  const categoryWpIds = termIds(item, 'articles_categories')
  if (!categoryWpIds.length) return { ok: false, reason: 'it is in no articles category' }
  const acf = acfOf(item)
  const bodyEn = renderedHtml(item.content)
  const bodyUk = ua ? renderedHtml(ua.content) : ''
  return {
    ok: true,
    draft: {
      wpId: item.id,
      modified: modifiedOf(item),
      slug,
      title: localised(title, ua ? rendered(ua.title) : undefined),
      date,
      categoryWpIds,
      titleLines: titleLinesOf(acf.title),
      titleLinesUk: ua && titleLinesOf(acfOf(ua).title).length ? titleLinesOf(acfOf(ua).title) : null,
      excerpt: localised(rendered(item.excerpt), ua ? rendered(ua.excerpt) : undefined),
      bodyHtml: { en: bodyEn, uk: bodyUk && bodyUk !== bodyEn ? bodyUk : null },
      image: imageRef(acf.preview_image) ?? imageRef(item.featured_media),
    },
  }
}

export const mapTerm = mapArticleCategory

export interface SkillDraft {
  wpId: number
  slug: string
  title: Localised
  categoryWpId: number | null
  order: number
}

/** A skill (a post with a title, in a skills category). */
export function mapSkill(item: WpItem, ua?: WpItem): Mapped<SkillDraft> {
  const slug = slugOf(item)
  if (!slug) return { ok: false, reason: `its slug "${String(item.slug ?? '')}" is not an address part` }
  const title = rendered(item.title) || plainText(textOf(item.name))
  if (!title) return { ok: false, reason: 'it has no title' }
  return {
    ok: true,
    draft: {
      wpId: item.id,
      slug,
      title: localised(title, ua ? rendered(ua.title) : undefined),
      categoryWpId: termIds(item, 'skills_categories')[0] ?? null,
      order: orderOf(item),
    },
  }
}

export interface EmployeeDraft {
  wpId: number
  modified: string | null
  slug: string
  name: Localised
  bio: Localised
  photo: ImageRef | null
  workCategoryWpId: number | null
  skillWpIds: number[]
  salonWpIds: number[]
  crmId: string
  order: number
}

const idsOf = (value: unknown): number[] =>
  Array.isArray(value)
    ? value
        .map((v) =>
          typeof v === 'number' ? v : typeof (v as { ID?: unknown })?.ID === 'number' ? (v as { ID: number }).ID : NaN,
        )
        .filter((n) => Number.isInteger(n) && n > 0)
    : typeof value === 'number' && value > 0
      ? [value]
      : []

/** A stylist: name, photo, work category, skills and the booking system's id (`id_crm`). */
export function mapEmployee(item: WpItem, ua?: WpItem): Mapped<EmployeeDraft> {
  const slug = slugOf(item)
  if (!slug) return { ok: false, reason: `its slug "${String(item.slug ?? '')}" is not an address part` }
  const name = rendered(item.title)
  if (!name) return { ok: false, reason: 'it has no name' }
  const acf = acfOf(item)
  const crm = field(item, 'id_crm')
  return {
    ok: true,
    draft: {
      wpId: item.id,
      modified: modifiedOf(item),
      slug,
      name: localised(name, ua ? rendered(ua.title) : undefined),
      bio: localised(rendered(item.content), ua ? rendered(ua.content) : undefined),
      photo: imageRef(acf.photo) ?? imageRef(item.featured_media),
      workCategoryWpId: idsOf(acf.work_category)[0] ?? termIds(item, 'employees_categories')[0] ?? null,
      skillWpIds: idsOf(acf.skills),
      salonWpIds: idsOf(field(item, 'salons')),
      crmId: typeof crm === 'number' ? String(crm) : textOf(crm),
      order: orderOf(item),
    },
  }
}

export interface VacancyDraft {
  wpId: number
  modified: string | null
  slug: string
  title: Localised
  excerpt: Localised
  bodyHtml: { en: string; uk: string | null }
  salonWpIds: number[]
  image: ImageRef | null
  order: number
}

/** A vacancy: title, the lead text, the body (HTML) and the salons it is for. */
export function mapVacancy(item: WpItem, ua?: WpItem): Mapped<VacancyDraft> {
  const slug = slugOf(item)
  if (!slug) return { ok: false, reason: `its slug "${String(item.slug ?? '')}" is not an address part` }
  const title = rendered(item.title)
  if (!title) return { ok: false, reason: 'it has no title' }
  const acf = acfOf(item)
  const bodyEn = renderedHtml(item.content)
  const bodyUk = ua ? renderedHtml(ua.content) : ''
  return {
    ok: true,
    draft: {
      wpId: item.id,
      modified: modifiedOf(item),
      slug,
      title: localised(title, ua ? rendered(ua.title) : undefined),
      excerpt: localised(rendered(item.excerpt), ua ? rendered(ua.excerpt) : undefined),
      bodyHtml: { en: bodyEn, uk: bodyUk && bodyUk !== bodyEn ? bodyUk : null },
      salonWpIds: idsOf(field(item, 'salons')),
      image: imageRef(acf.preview_image) ?? imageRef(item.featured_media),
      order: orderOf(item),
    },
  }
}

/**
 * The content pages Parlour shows, by the slug the old site asked for (`pages?slug=…`), and the
 * other slugs a WordPress site may give the same page (its default privacy page is
 * `privacy-policy`; Parlour's is `policy`).
 */
const PAGE_SLUGS: Record<string, string> = {
  main: 'main',
  home: 'main',
  about: 'about',
  contacts: 'contacts',
  blog: 'blog',
  charity: 'charity',
  career: 'career',
  salons: 'salons',
  employees: 'employees',
  'female-service': 'female-service',
  'male-service': 'male-service',
  'price-female': 'price-female',
  'price-male': 'price-male',
  policy: 'policy',
  'privacy-policy': 'policy',
  privacy: 'policy',
  '404': '404',
  'page-404': '404',
  'not-found': '404',
  'instagram-settings': 'instagram-settings',
}

export interface PageDraft {
  wpId: number
  modified: string | null
  /** Parlour's slug for it (main, about, policy, 404 …). */
  slug: string
  title: Localised
  description: Localised
  bodyHtml: { en: string; uk: string | null }
  image: ImageRef | null
  metaTitle: Localised
  metaDescription: Localised
}

/** Yoast's `yoast_head_json` title and description, when the site has Yoast. */
function yoast(item: WpItem | undefined): { title: string; description: string } {
  const head = item?.yoast_head_json as { title?: unknown; description?: unknown } | undefined
  return { title: plainText(textOf(head?.title)), description: plainText(textOf(head?.description)) }
}

/**
 * A content page: its title (the ACF `title` when the page has one, as the old 404 page did, else
 * the post's), the lead (`acf.description`, else the excerpt), the image (`acf.image`,
 * `acf.preview_image` or the featured image), the body and Yoast's search texts. Pages Parlour
 * has no place for are `ok: false` with the reason.
 */
export function mapPage(item: WpItem, ua?: WpItem): Mapped<PageDraft> {
  let wpSlug = typeof item.slug === 'string' ? item.slug : ''
  try {
    wpSlug = decodeURIComponent(wpSlug)
  } catch {
    // Kept as it is: no page of Parlour's has such a slug.
  }
  const slug = PAGE_SLUGS[wpSlug]
  if (!slug)
    return {
      ok: false,
      reason: `Parlour shows no page "${wpSlug}" (its pages: ${[...new Set(Object.values(PAGE_SLUGS))].join(', ')})`,
    }
  const acf = acfOf(item)
  const uaAcf = ua ? acfOf(ua) : {}
  const titleOf = (i: WpItem, a: Record<string, unknown>) => plainText(textOf(a.title)) || rendered(i.title)
  const leadOf = (i: WpItem, a: Record<string, unknown>) => plainText(textOf(a.description)) || rendered(i.excerpt)
  const title = titleOf(item, acf)
  if (!title) return { ok: false, reason: 'it has no title' }
  const bodyEn = renderedHtml(item.content)
  const bodyUk = ua ? renderedHtml(ua.content) : ''
  const seo = yoast(item)
  const seoUk = ua ? yoast(ua) : undefined
  return {
    ok: true,
    draft: {
      wpId: item.id,
      modified: modifiedOf(item),
      slug,
      title: localised(title, ua ? titleOf(ua, uaAcf) : undefined),
      description: localised(leadOf(item, acf), ua ? leadOf(ua, uaAcf) : undefined),
      bodyHtml: { en: bodyEn, uk: bodyUk && bodyUk !== bodyEn ? bodyUk : null },
      image: imageRef(acf.image) ?? imageRef(acf.preview_image) ?? imageRef(item.featured_media),
      metaTitle: localised(seo.title, seoUk?.title),
      metaDescription: localised(seo.description, seoUk?.description),
    },
  }
}

export interface ContactsDraft {
  wpId: number
  modified: string | null
  phones: string[]
  email: string
  address: Localised
  workTime: Localised
  year: number | null
  socials: { label: string; link: string }[]
}

const NETWORKS: [RegExp, string][] = [
  [/instagram\./i, 'Instagram'],
  [/facebook\.|fb\.com/i, 'Facebook'],
  [/tiktok\./i, 'TikTok'],
  [/linkedin\./i, 'LinkedIn'],
  [/youtube\.|youtu\.be/i, 'YouTube'],
]

/** Text per language from a `{ua, en}` pair (the old contacts' `work_time`) or a plain string. */
function perLanguage(value: unknown, uaValue: unknown): Localised {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>
    const en = plainText(textOf(o.en))
    return localised(en, plainText(textOf(o.ua ?? o.uk)) || undefined)
  }
  return localised(
    plainText(textOf(value)),
    uaValue === undefined ? undefined : plainText(textOf(uaValue)) || undefined,
  )
}

/**
 * The contacts (spec/site.md §3): `contacts` rows each with an `item` holding a `phone` (or the
 * phone itself), `work_time` per language (`{ua, en}`), `year`, `socials` with a `link` (the label,
 * which picks the icon, from the link's site when not given). From a `contacts` item's ACF, or the
 * contacts page's.
 */
export function mapContacts(item: WpItem, ua?: WpItem): Mapped<ContactsDraft> {
  const acf = acfOf(item)
  const uaAcf = ua ? acfOf(ua) : undefined
  const rows = Array.isArray(acf.contacts) ? acf.contacts : Array.isArray(acf.phones) ? acf.phones : []
  const phones = rows
    .map((row: unknown) => {
      if (typeof row === 'string') return row
      const r = row as { item?: { phone?: unknown }; phone?: unknown }
      return textOf(r?.item?.phone ?? r?.phone)
    })
    .map((p) => plainText(p))
    .filter((p) => /\d{5,}/.test(p.replace(/\D/g, '')))
  if (!phones.length) return { ok: false, reason: 'it has no phone (acf.contacts[].item.phone)' }
  const socials = (Array.isArray(acf.socials) ? acf.socials : []).flatMap((row: unknown) => {
    const r = row as { link?: unknown; url?: unknown; label?: unknown; name?: unknown; title?: unknown }
    const link = textOf(r?.link ?? r?.url)
    if (!/^https?:\/\//i.test(link)) return []
    const label =
      plainText(textOf(r?.label ?? r?.name ?? r?.title)) ||
      NETWORKS.find(([re]) => re.test(link))?.[1] ||
      new URL(link).hostname.replace(/^www\./, '')
    return [{ label, link }]
  })
  const year = numberOf(acf.year)
  return {
    ok: true,
    draft: {
      wpId: item.id,
      modified: modifiedOf(item),
      phones,
      email: textOf(acf.email),
      address: perLanguage(acf.address, uaAcf?.address),
      workTime: perLanguage(acf.work_time, uaAcf?.work_time),
      year: year !== null && Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : null,
      socials,
    },
  }
}
