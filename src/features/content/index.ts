/**
 * Content: the salon's pages, catalogue, people, blog, site settings and redirects as editors keep
 * them in Payload, read for pages through tag-cached readers (data/), plus search, the demo seed
 * and the revalidation endpoint. What the app and other features use on the server; contract.ts
 * loads anywhere, client.ts is the browser's part. The collections, globals and hooks are in
 * payload/ (read by src/cms/payload.config.ts), the seed in seed/ (read by scripts/).
 */
export * from './contract'

export { getCatalogueIndex, getFeaturedServices, getTopCategories } from './data/catalogue'
export { getArticle, getArticleCategories, getArticles } from './data/editorial'
export { titleLinesText } from './data/editorial-map'
export { getLayoutData } from './data/layout'
/** A service's price at one salon (its pages show that, not the range across salons). */
export { priceAt } from './data/price'
export { getPage, getSiteSettings, type PageContent, type SiteSettings } from './data/pages'
export { getEmployee, getEmployeeDirectory, getSalon, getSalonDirectory, getVacancies, getVacancy } from './data/people'
export { getReviewsDigest, getServiceReviews } from './data/reviews'
export {
  allServicesPaths,
  breadcrumbs,
  resolveServicesRoute,
  type Crumb,
  type ServicesRoute,
} from './data/services-route'
export { publishedPageMetadata, publishedPaths } from './data/site-paths'
/** The content's cache tags, for what else caches content (booking's catalogue). */
export { tags } from './data/cache-tags'
/** Called once at start-up (src/instrumentation.ts): the proxy answers the stored redirects. */
export { serveStoredRedirects } from './redirects/stored'
/** The handlers of /api/revalidate and /api/search-index (the route files re-export them). */
export { POST as postRevalidate } from './http/revalidate'
export { GET as getSearchIndexRoute } from './http/search-index'
