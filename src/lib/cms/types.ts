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
