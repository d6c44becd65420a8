/** App-side shapes of content. Components see these, never Payload's documents. */

export interface ImageRef {
  url: string
  alt: string
  width: number | null
  height: number | null
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
  priceTo: number | null
  /** More than one price (variants or salons): shown with "from". */
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
}

export interface CategoryDetail extends CategorySummary {
  description: string
  seoText: string
  image: ImageRef | null
  order: number
}

export interface ServiceVariant {
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
  /** The two footer service lists (women, men), each with its directions. */
  footerGroups: (CategorySummary & { directions: CategorySummary[] })[]
  links: {
    bookingStore: string | null
    partner: string | null
    academy: string | null
    appStore: string | null
    playStore: string | null
  }
}

/** Rich text as the site renders it (converted from the CMS editor's format in lib/cms). */
export type RichInline =
  | { type: 'text'; text: string; bold?: boolean; italic?: boolean; underline?: boolean }
  | { type: 'link'; url: string; external: boolean; children: RichInline[] }
  | { type: 'break' }

export type RichBlock =
  | { type: 'paragraph'; children: RichInline[] }
  | { type: 'heading'; level: 2 | 3 | 4; children: RichInline[] }
  | { type: 'list'; ordered: boolean; items: RichInline[][] }
  | { type: 'quote'; children: RichInline[] }
