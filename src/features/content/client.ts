/** What the browser's part of the site draws of content: the search button and its overlay. */
export { SearchLauncher } from './ui/search/search-launcher'
