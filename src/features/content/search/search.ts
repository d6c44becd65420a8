/**
 * The search overlay's data and its matching rules (site spec §4, §5, §9; categories: issue 33). Pure: the index is
 * built from the content readers (search-index.ts) and served by /api/search-index; the overlay
 * matches in the browser with these functions.
 */

export interface SearchService {
  id: string
  title: string
  /** Public address, already in the index's locale. */
  path: string
  /** "from £45", "£30" or "No price available", in the index's locale. */
  price: string
  /** Other words it is found by ("highlights"), set by the editor; not shown. */
  terms?: string[]
}

/** A category of the catalogue ("Nails", "Colouring"), found by its name; its services come with it. */
export interface SearchCategory {
  id: string
  name: string
  /** Public address, already in the index's locale; its services' addresses start with it. */
  path: string
  /** The name of the category it is in ("Women" for Women's Nails); null for a top group. */
  parent: string | null
}

export interface SearchArticle {
  id: string
  /** The headline, line by line. */
  lines: string[]
  path: string
  thumb: string | null
}

export interface SearchStylist {
  id: string
  name: string
  /** Positions (or the work category when none), e.g. "Top stylist, Colourist". */
  position: string
  path: string
  thumb: string | null
  skills: string[]
}

export interface SearchSuggestion {
  label: string
  /** What a click puts in the search box. */
  query: string
}

export interface SearchIndex {
  categories: SearchCategory[]
  services: SearchService[]
  articles: SearchArticle[]
  stylists: SearchStylist[]
  suggestions: SearchSuggestion[]
}

export type SearchGroup = 'categories' | 'services' | 'articles' | 'stylists'

export const SEARCH_GROUPS: readonly SearchGroup[] = ['categories', 'services', 'articles', 'stylists']

/** How many of each group the overview shows (spec §9); "View all" shows the rest. */
export const OVERVIEW_LIMITS: Record<SearchGroup, number> = { categories: 6, services: 3, articles: 3, stylists: 8 }

export interface SearchResults {
  categories: SearchCategory[]
  services: SearchService[]
  articles: SearchArticle[]
  stylists: SearchStylist[]
}

/**
 * Text as it is compared: lower case, accents and apostrophes dropped, and no spaces, hyphens or
 * punctuation, so "air-touch", "Air Touch" and "AirTouch" are the same word and "haircut" finds
 * "Hair cut". Letters of every script are kept (Ukrainian matches Ukrainian).
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
}

function uniqueById<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>()
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)))
}

/**
 * Every entry whose category name, service title or search term, article headline line, stylist
 * name or stylist skill contains the query (case-insensitive substring, see foldForSearch), each
 * once, in index order. The services of a matching category (and of the categories inside it)
 * follow the services matched by their own words: "Nails" lists every nail service. An empty
 * query (nothing but spaces or punctuation) matches nothing: the overlay shows suggestions then.
 */
export function searchIndex(index: SearchIndex, query: string): SearchResults {
  const needle = foldForSearch(query)
  if (!needle) return { categories: [], services: [], articles: [], stylists: [] }
  const has = (text: string) => foldForSearch(text).includes(needle)
  const categories = uniqueById(index.categories.filter((c) => has(c.name)))
  const inCategory = (s: SearchService) => categories.some((c) => s.path.startsWith(c.path))
  return {
    categories,
    services: uniqueById([
      ...index.services.filter((s) => has(s.title) || (s.terms ?? []).some(has)),
      ...index.services.filter(inCategory),
    ]),
    articles: uniqueById(index.articles.filter((a) => has(a.lines.join(' ')))),
    stylists: uniqueById(index.stylists.filter((s) => has(s.name) || s.skills.some(has))),
  }
}

export function resultCount(results: SearchResults): number {
  return results.categories.length + results.services.length + results.articles.length + results.stylists.length
}

export interface GroupView<T> {
  group: SearchGroup
  /** What is shown: the overview's first few, or all in the full view. */
  items: T[]
  total: number
  /** Whether a "View all" link is offered (more matches than the overview shows). */
  hasMore: boolean
}

export interface SearchView {
  categories: GroupView<SearchCategory>
  services: GroupView<SearchService>
  articles: GroupView<SearchArticle>
  stylists: GroupView<SearchStylist>
}

/**
 * What the overlay shows for `results`: the overview (at most OVERVIEW_LIMITS per group) or, with
 * `full` set to a group, every match of that group and none of the others.
 */
export function searchView(results: SearchResults, full: SearchGroup | null): SearchView {
  const view = <T>(group: SearchGroup, items: T[]): GroupView<T> => {
    if (full && full !== group) return { group, items: [], total: items.length, hasMore: false }
    const limit = full === group ? Infinity : OVERVIEW_LIMITS[group]
    return { group, items: items.slice(0, limit), total: items.length, hasMore: !full && items.length > limit }
  }
  return {
    categories: view('categories', results.categories),
    services: view('services', results.services),
    articles: view('articles', results.articles),
    stylists: view('stylists', results.stylists),
  }
}
