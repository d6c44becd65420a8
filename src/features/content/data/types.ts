/** App-side shapes of content. Components see these, never Payload's documents. */
import type { OpeningHours } from '@/platform/seo/opening-hours'

export interface ImageRef {
  url: string
  alt: string
  width: number | null
  height: number | null
  /**
   * Where the subject is in the picture at `url`, in per cent of its width and height (from the
   * focal point set in the CMS, carried through any crop); null when unknown.
   */
  focal?: { x: number; y: number } | null
  /**
   * The media's own files with the same shape as `url` (it included), narrowest first: what a
   * `srcset` may offer. Absent when the picture is not one of our media.
   */
  sources?: { url: string; width: number }[]
}

export interface CategorySummary {
  id: number | string
  slug: string
  /** Whole path under /services/, e.g. `female/hair/colouring`. */
  path: string
  name: string
  level: 'top' | 'direction' | 'category'
  parentId: number | string | null
}

export interface ServiceSummary {
  id: number | string
  slug: string
  path: string
  title: string
  durationMinutes: number
  priceFrom: number | null
  /** The highest price (its own top, a variant's or a salon's) when above `priceFrom`, else null. */
  priceTo: number | null
  /** More than one price (variants or salons): a range, or "from" on cards. */
  hasSeveralPrices: boolean
  image: ImageRef | null
}

export interface TopCategory extends CategorySummary {
  directions: CategorySummary[]
}

export interface SalonSummary {
  id: number | string
  slug: string
  title: string
  phone: string
  /** Neighbourhood after "in": Chelsea. */
  area: string
  street: string
  city: string
  postcode: string
  timezone: string
  /** The salon's own opening hours; null when the business's (the contacts') apply. */
  hours: OpeningHours[] | null
}

export interface CategoryDetail extends CategorySummary {
  description: string
  seoText: string
  /** The SEO text with its formatting (imported HTML); shown instead of `seoText` when not empty. */
  seoBody: RichBlock[]
  image: ImageRef | null
  order: number
}

export interface ServiceVariant {
  /** The params row's id: the option the booking widget books (docs/decisions/0052); null when unsaved. */
  id: string | null
  /** The Beauty Pro service this option is booked as (BOOKING_PROVIDER=beautypro); null when unlinked. */
  crmId: string | null
  name: string
  priceFrom: number
  priceTo: number | null
  durationMinutes: number | null
}

export interface ServiceDetail extends ServiceSummary {
  categoryId: number | string
  salonIds: (number | string)[]
  /** Price at each salon, by salon id. */
  salonPrices: Record<string, number>
  description: string
  seoText: string
  /** The SEO text with its formatting (imported HTML); shown instead of `seoText` when not empty. */
  seoBody: RichBlock[]
  variants: ServiceVariant[]
  additionalIds: (number | string)[]
  order: number
  metaTitle: string | null
  metaDescription: string | null
}

/** Everything the catalogue pages need, read once per locale and cached. */
export interface CatalogueIndex {
  categories: CategoryDetail[]
  services: ServiceDetail[]
  salons: SalonSummary[]
}

/** What the header and footer of every page show, from the contacts and settings globals. */
export interface LayoutData {
  brand: string
  phones: string[]
  email: string | null
  address: string
  /** Opening hours, one line per group of days. */
  workTime: string[]
  year: number
  socials: { label: string; url: string }[]
  /** Slug of the salon the menu's "Salons" entry opens (the Chelsea salon by default). */
  defaultSalonSlug: string | null
  /** The two footer service lists (women, men), each with its directions. */
  footerGroups: (CategorySummary & { directions: CategorySummary[] })[]
  links: {
    bookingStore: string | null
    partner: string | null
    academy: string | null
    appStore: string | null
    playStore: string | null
  }
  /** The header's mega-menu and the mobile menu. */
  menu: MenuData
}

/** A direction in the menu with the categories under it. */
export interface MenuDirection extends CategorySummary {
  categories: CategorySummary[]
}

/** A salon category in the menu; `externalUrl` set means it opens that site in a new tab. */
export interface MenuSalonGroup extends SalonCategory {
  salons: SalonLink[]
}

/** What the three panels of the header menu (services, salons, about/blog) list. */
export interface MenuData {
  /** Top groups (women, men) with their directions and each direction's categories. */
  services: (CategorySummary & { directions: MenuDirection[] })[]
  /** Salon categories in menu order with their salons. */
  salonGroups: MenuSalonGroup[]
  /** Salons in no (published) category. */
  otherSalons: SalonLink[]
  /** Blog categories (collaborations, filming, special projects) in menu order. */
  blogCategories: { id: number | string; slug: string; name: string }[]
}

/** Rich text as the site renders it (converted from the CMS editor's format in data/rich-text.ts). */
export type RichInline =
  | { type: 'text'; text: string; bold?: boolean; italic?: boolean; underline?: boolean }
  | { type: 'link'; url: string; external: boolean; children: RichInline[] }
  | { type: 'break' }

export type RichBlock =
  | { type: 'paragraph'; children: RichInline[] }
  | { type: 'heading'; level: 2 | 3 | 4; children: RichInline[] }
  | { type: 'list'; ordered: boolean; items: RichInline[][] }
  | { type: 'quote'; children: RichInline[] }
  /** A picture the editor put in the text (an upload node whose media document was loaded). */
  | { type: 'image'; image: ImageRef; caption?: string }

/* ── Salons, stylists and vacancies (features/content/data/people.ts) ── */

/** A salon as other pages link to it. */
export interface SalonLink {
  id: number | string
  slug: string
  title: string
}

/** A group of salons (London…); with `externalUrl` it also has a site of its own. */
export interface SalonCategory {
  id: number | string
  slug: string
  name: string
  externalUrl: string | null
}

/** A salon in the salons list. */
export interface SalonCard extends SalonSummary {
  categoryId: number | string | null
  lat: number | null
  lng: number | null
  image: ImageRef | null
}

/** One salon's page: the card's facts plus its category and the stylists who work there. */
export interface SalonDetail extends SalonCard {
  category: SalonCategory | null
  description: string
  seoText: string
  stylists: EmployeeCard[]
  metaTitle: string | null
  metaDescription: string | null
}

/** Every published salon of a locale with the categories they are grouped by, in menu order. */
export interface SalonDirectory {
  categories: SalonCategory[]
  salons: SalonCard[]
}

/** A stylist ("master") as a card (spec service-pages §3: id_crm, rating, image, title, subtitle, slug). */
export interface EmployeeCard {
  id: number | string
  crmId: string | null
  slug: string
  name: string
  /** The work category's name. */
  subtitle: string
  workCategoryId: number | string | null
  /** 0–5; null when not rated. */
  rating: number | null
  /** The thumbnail size. */
  photo: ImageRef | null
}

export interface EmployeeCategory {
  id: number | string
  slug: string
  name: string
}

/** Every published stylist of a locale with the work categories they are grouped by. */
export interface EmployeeDirectory {
  categories: EmployeeCategory[]
  employees: EmployeeCard[]
}

/** One stylist's page. */
export interface EmployeeDetail extends EmployeeCard {
  workCategory: EmployeeCategory | null
  /** A larger photo for the page itself. */
  portrait: ImageRef | null
  bio: string
  skills: { id: number | string; title: string }[]
  positions: { id: number | string; name: string }[]
  salons: SalonLink[]
  /** The latest published reviews (the stars are the mean of all of them), the client by first name. */
  reviews: StylistReview[]
  metaTitle: string | null
  metaDescription: string | null
}

/** The salon's reviews for the home page: its rating over all of them and the latest few. */
export interface ReviewsDigest {
  /** The mean to one decimal; null with no reviews. */
  average: number | null
  count: number
  latest: (StylistReview & { stylist: string })[]
}

export interface StylistReview {
  id: string
  firstName: string
  /** ISO date-time it was written. */
  date: string
  rating: number
  text: string
}

export interface VacancyCard {
  id: number | string
  slug: string
  title: string
  excerpt: string
  image: ImageRef | null
  salons: SalonLink[]
}

export interface VacancyDetail extends VacancyCard {
  body: RichBlock[]
  metaTitle: string | null
  metaDescription: string | null
}

/** A piece of an article headline; accent pieces are shown in the brand colour. */
export interface TitleLineItem {
  text: string
  accent: boolean
}

/** One line of an article headline, as the editors split it (the old acf.title lines). */
export type TitleLine = TitleLineItem[]

/** A blog category: collaborations, filming, special projects. */
export interface ArticleCategory {
  id: number | string
  slug: string
  name: string
  description: string
}

/** An article as a blog card (image, date, title, text, slug, category). */
export interface ArticleCard {
  id: number | string
  slug: string
  /** The category it is listed under; its address is /blog/{categorySlug}/{slug}/. */
  categorySlug: string
  categoryName: string
  title: string
  /** The headline line by line; never empty (the plain title when the editors set no lines). */
  titleLines: TitleLine[]
  excerpt: string
  /** Publication day as stored, YYYY-MM-DD (never moved by a time zone); "" when unknown. */
  date: string
  /** Preview image, medium size. */
  image: ImageRef | null
}

/** One article page: the card plus its category, large picture and body. */
export interface ArticleDetail extends ArticleCard {
  category: ArticleCategory
  /** The preview image in the large size, for the top of the article. */
  heroImage: ImageRef | null
  body: RichBlock[]
  metaTitle: string | null
  metaDescription: string | null
}
