/**
 * Addresses anyone can type but nobody can decode: `/employees/%ZZ/`, `/services/%E0%A4%A/`,
 * `/blog/%/`. Next answers them with a bare 500, so the server hands Next a decodable form
 * instead: each piece whose percent-escapes are broken keeps its text, its `%` signs escaped as
 * `%25`. The page then looks up a slug that does not exist and answers the site's 404; a broken
 * query value reaches the page as the literal text typed.
 */

function decodes(text) {
  try {
    decodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

const escapePercents = (text) => text.replace(/%/g, '%25')

/** The request target (path and query) with every undecodable piece made decodable. */
export function decodableTarget(target) {
  if (!target.includes('%')) return target
  const mark = target.indexOf('?')
  const path = mark === -1 ? target : target.slice(0, mark)
  const query = mark === -1 ? null : target.slice(mark + 1)
  const fixedPath = path
    .split('/')
    .map((segment) => (decodes(segment) ? segment : escapePercents(segment)))
    .join('/')
  if (query === null) return fixedPath
  const fixedQuery = query
    .split('&')
    .map((pair) =>
      pair
        .split('=')
        .map((part) => (decodes(part) ? part : escapePercents(part)))
        .join('='),
    )
    .join('&')
  return `${fixedPath}?${fixedQuery}`
}
