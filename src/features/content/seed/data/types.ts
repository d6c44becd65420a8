/**
 * Shapes of the demo content. The data files in this folder are plain values;
 * the seed's sections beside `src/features/content/seed/index.ts` turn them into Payload documents.
 *
 * Every visitor-facing text is given in English (`en`) and Ukrainian (`uk`).
 * Prices are DEMO VALUES in pounds sterling, not the salon's real price list.
 */
export interface Localised {
  en: string
  uk: string
}

/** A service category. Identity is its whole path, e.g. `female/hair/colouring`. */
export interface SeedCategory {
  slug: string
  /** Path of the parent category (`female`, `female/hair`), or null for a top (gender) group. */
  parent: string | null
  name: Localised
  /** One or two sentences shown under the heading of the category page. */
  description: Localised
  /** Longer SEO paragraph(s) at the foot of the category page; paragraphs separated by a blank line. */
  seoText: Localised
  order: number
}

export interface SeedServiceParam {
  /** e.g. "Short hair", "Long hair", "Top stylist". */
  name: Localised
  priceFrom: number
  priceTo?: number
  durationMinutes?: number
}

export interface SeedService {
  slug: string
  /** Path of the direct parent category: `female/hair/colouring`, `male/beard`, `female/body`. */
  category: string
  title: Localised
  /** Two or three sentences describing what the client gets. */
  description: Localised
  /** A longer SEO paragraph; paragraphs separated by a blank line. */
  seoText: Localised
  /** Other words the site search finds it by, comma-separated ("highlights, babylights"). */
  searchTerms?: Localised
  durationMinutes: number
  /** Demo price in GBP at backstage-chelsea (the lowest price when there are params). */
  priceFrom: number
  /** Upper bound of the price range in GBP, when the price varies. */
  priceTo?: number
  /** Variants with their own prices (hair length, stylist level…). Leave out when the service has one price. */
  params?: SeedServiceParam[]
  gender: 'female' | 'male'
  /** Slugs (whole paths `female/hair/styling/blow-dry-wash`) of related services offered as add-ons. */
  additional?: string[]
  order: number
}

export interface SeedSalonCategory {
  slug: string
  name: Localised
  parent: string | null
  /** When set, choosing this category on the site opens this external address in a new tab. */
  externalUrl?: string
  order: number
}

export interface SeedSalon {
  slug: string
  title: Localised
  category: string
  street: Localised
  city: Localised
  /** Neighbourhood as it reads after "in" / "у": Chelsea / Челсі. */
  area: Localised
  postcode: string
  phone: string
  lat: number
  lng: number
  timezone: string
  description: Localised
  order: number
}

export interface SeedTaxonomy {
  slug: string
  name: Localised
  /** Parent slug within the same taxonomy, if any. */
  parent?: string | null
  order: number
}

export interface SeedSkill {
  slug: string
  title: Localised
  /** Slug of a skills category. */
  category: string
}

export interface SeedPosition {
  slug: string
  name: Localised
  /** Free text role in the booking system, e.g. "master", "senior master", "administrator". */
  role: string
}

export interface SeedEmployee {
  slug: string
  name: Localised
  /** Slug of an employees category (work category, e.g. hair, nails, makeup-brows). */
  workCategory: string
  skills: string[]
  positions: string[]
  crmId: string
  salons: string[]
  bio: Localised
  order: number
}

export interface SeedVacancy {
  slug: string
  title: Localised
  excerpt: Localised
  /** Paragraphs of the body, in order. */
  body: { en: string[]; uk: string[] }
  salons: string[]
  order: number
}

export interface SeedArticle {
  slug: string
  /** Slug of the article category (collaborations, filming, special-projects). */
  category: string
  /** ISO date, e.g. 2026-03-14 */
  date: string
  /** Plain title, used in lists, search and the document title. */
  title: Localised
  /**
   * The headline as lines of items (the old product's acf.title): each line is a list of items, each
   * item a piece of text; `accent` items are shown in the brand colour.
   */
  titleLines: { en: { items: { text: string; accent?: boolean }[] }[]; uk: { items: { text: string; accent?: boolean }[] }[] }
  excerpt: Localised
  body: { en: string[]; uk: string[] }
  /** A generated picture inside the body, after paragraph number `after` (1 = the first). */
  bodyImage?: { after: number }
}

export interface SeedPage {
  slug: string
  title: Localised
  description: Localised
  body: { en: string[]; uk: string[] }
  /** Whether the page carries a generated image (the 404 page does). */
  withImage?: boolean
}
