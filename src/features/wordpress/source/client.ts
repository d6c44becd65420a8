/**
 * A WordPress site's REST API (`/wp-json/wp/v2/…`) read the way the old site read it
 * (spec/service-pages-and-booking.md §7): lists with `per_page=100`, `orderby=menu_order&order=asc`
 * and `lang=en`, following `X-WP-TotalPages` (WordPress REST handbook, "Pagination"). Private
 * fields with an application password (HTTP Basic, WordPress 5.6+) when one is given.
 *
 * This module owns WordPress's wire shapes: callers get plain JSON objects (validated where they
 * are used, src/features/wordpress/source/items.ts) and one error type with a reason a person can act on.
 * The password never appears in an error or log line.
 */

export type WordPressFailure = 'unreachable' | 'unauthorized' | 'not_found' | 'bad_response' | 'invalid_param'

export class WordPressError extends Error {
  override name = 'WordPressError'
  constructor(
    readonly reason: WordPressFailure,
    message: string,
  ) {
    super(message)
  }
}

export const isWordPressError = (e: unknown): e is WordPressError => (e as Error)?.name === 'WordPressError'

/** Why a request got no answer, in words ("connection refused"), from fetch's error and its cause. */
function noAnswer(error: unknown): string {
  const code = ((error as { cause?: { code?: string } })?.cause?.code ?? '') as string
  const known: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'unknown host',
    EAI_AGAIN: 'unknown host',
    ECONNRESET: 'the connection was dropped',
    UND_ERR_SOCKET: 'the connection was dropped',
    ETIMEDOUT: 'the connection timed out',
    CERT_HAS_EXPIRED: 'its certificate has expired',
  }
  return known[code] ?? (error as Error)?.message ?? 'no answer'
}

const dropped = (error: unknown) =>
  ['ECONNRESET', 'UND_ERR_SOCKET'].includes(String((error as { cause?: { code?: string } })?.cause?.code ?? ''))

export interface WordPressOptions {
  /** The site's address, e.g. https://old.example.com (the API is under /wp-json/). */
  siteUrl: string
  user?: string
  appPassword?: string
  /** Per request; a slow site is told apart from a dead one. */
  timeoutMs?: number
  fetch?: typeof fetch
}

export type WpItem = Record<string, unknown> & { id: number }

/** The largest page WordPress serves (its hard cap). */
export const PER_PAGE = 100
/** The largest image an import downloads (a photo straight from a camera is well under). */
export const MAX_FILE_BYTES = 25 * 1024 * 1024
/** A safety stop: more pages than this is a broken `X-WP-TotalPages`, not a salon's site. */
const MAX_PAGES = 500

export class WordPressClient {
  readonly base: URL
  private readonly auth: string | null
  private readonly timeoutMs: number
  private readonly fetcher: typeof fetch

  constructor(options: WordPressOptions) {
    let base: URL
    try {
      base = new URL(options.siteUrl)
    } catch {
      throw new WordPressError('unreachable', `"${options.siteUrl}" is not an address (e.g. https://old.example.com).`)
    }
    if (base.protocol !== 'http:' && base.protocol !== 'https:')
      throw new WordPressError('unreachable', `"${options.siteUrl}" is not an http(s) address.`)
    if (!base.pathname.endsWith('/')) base.pathname += '/'
    this.base = base
    this.auth =
      options.user && options.appPassword
        ? `Basic ${Buffer.from(`${options.user}:${options.appPassword.replace(/\s+/g, '')}`).toString('base64')}`
        : null
    this.timeoutMs = options.timeoutMs ?? 30_000
    this.fetcher = options.fetch ?? fetch
  }

  /** `wp-json/wp/v2/<route>` with the query, as an absolute address. */
  url(route: string, query: Record<string, string | number> = {}): URL {
    const url = new URL(`wp-json/wp/v2/${route.replace(/^\/+/, '')}`, this.base)
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v))
    return url
  }

  private async get(url: URL): Promise<{ body: unknown; totalPages: number | null }> {
    const where = url.pathname
    let response: Response
    const ask = () =>
      this.fetcher(url, {
        headers: { accept: 'application/json', ...(this.auth ? { authorization: this.auth } : {}) },
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    try {
      // A kept-alive connection the site has closed meanwhile drops the request before it is sent:
      // a GET is asked once more on a fresh one.
      response = await ask().catch((error: unknown) => (dropped(error) ? ask() : Promise.reject(error)))
    } catch (error) {
      const timedOut = (error as Error)?.name === 'TimeoutError'
      throw new WordPressError(
        'unreachable',
        timedOut
          ? `${this.base.origin} did not answer ${where} within ${Math.round(this.timeoutMs / 1000)} s.`
          : `${this.base.origin} could not be reached (${where}): ${noAnswer(error)}.`,
      )
    }
    if (response.status === 401 || response.status === 403)
      throw new WordPressError(
        'unauthorized',
        `${this.base.origin} refused ${where} (${response.status}): check WORDPRESS_USER and WORDPRESS_APP_PASSWORD.`,
      )
    if (response.status === 404)
      throw new WordPressError('not_found', `${this.base.origin} has no ${where} (404): is this a WordPress site?`)
    if (response.status === 400) {
      // WordPress names the parameter it refuses: `{code: 'rest_invalid_param', data: {params: {orderby: …}}}`.
      const refusal = (await response.json().catch(() => null)) as { code?: string; data?: { params?: object } } | null
      const params = Object.keys(refusal?.data?.params ?? {}).join(', ')
      if (refusal?.code === 'rest_invalid_param')
        throw new WordPressError(
          'invalid_param',
          `${this.base.origin} refused ${where}'s ${params || 'parameters'} (400).`,
        )
    }
    if (!response.ok)
      throw new WordPressError('unreachable', `${this.base.origin} answered ${where} with ${response.status}.`)
    let body: unknown
    try {
      body = await response.json()
    } catch {
      throw new WordPressError('bad_response', `${this.base.origin} answered ${where} with something other than JSON.`)
    }
    const pages = Number(response.headers.get('x-wp-totalpages'))
    return { body, totalPages: Number.isInteger(pages) && pages > 0 ? pages : null }
  }

  /**
   * Every item of a list, page by page in menu order (English unless another `lang` is given).
   * Items without a numeric id are dropped here; everything else is the caller's to check.
   */
  async list(route: string, query: Record<string, string | number> = {}): Promise<WpItem[]> {
    try {
      return await this.pages(route, { orderby: 'menu_order', ...query })
    } catch (error) {
      // WordPress core's term lists know no menu order (a plugin adds it, as on the old site):
      // read them by id and put them in menu order here.
      if (!isWordPressError(error) || error.reason !== 'invalid_param' || !error.message.includes('orderby'))
        throw error
      const items = await this.pages(route, { ...query, orderby: 'id' })
      const order = (i: WpItem) => (typeof i.menu_order === 'number' ? i.menu_order : 0)
      return items.sort((a, b) => order(a) - order(b) || a.id - b.id)
    }
  }

  private async pages(route: string, query: Record<string, string | number>): Promise<WpItem[]> {
    const items: WpItem[] = []
    for (let page = 1, total = 1; page <= total; page++) {
      const { body, totalPages } = await this.get(
        this.url(route, { per_page: PER_PAGE, orderby: 'menu_order', order: 'asc', lang: 'en', ...query, page }),
      )
      if (!Array.isArray(body))
        throw new WordPressError(
          'bad_response',
          `${this.base.origin} answered ${route} with something other than a list.`,
        )
      items.push(...body.filter((x): x is WpItem => typeof (x as WpItem)?.id === 'number'))
      total = Math.min(totalPages ?? 1, MAX_PAGES)
    }
    return items
  }

  /** One JSON document (a media item, a page by slug…); 404 is null. */
  async one(route: string, query: Record<string, string | number> = {}): Promise<unknown> {
    try {
      return (await this.get(this.url(route, query))).body
    } catch (error) {
      if (isWordPressError(error) && error.reason === 'not_found') return null
      throw error
    }
  }

  /**
   * A file (an image) of the site by its address, with its type; null when the site says it is not
   * there (a broken image), when it is larger than MAX_FILE_BYTES, or when the address is not on
   * the site itself (another host, `data:`, `file:`: an importer fetches nothing else — no probing
   * of other machines through a post's `<img src>`). The site not answering is an error, as for any
   * other call; it may not redirect elsewhere either.
   */
  async file(address: string): Promise<{ data: Buffer; type: string } | null> {
    let url: URL
    try {
      url = new URL(address, this.base)
    } catch {
      return null
    }
    if (url.origin !== this.base.origin) return null
    let response: Response
    try {
      response = await this.fetcher(url, {
        headers: this.auth ? { authorization: this.auth } : {},
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (error) {
      throw new WordPressError(
        'unreachable',
        `${url.origin} could not be reached (${url.pathname}): ${noAnswer(error)}.`,
      )
    }
    if (response.status >= 500)
      throw new WordPressError('unreachable', `${url.origin} answered ${url.pathname} with ${response.status}.`)
    if (!response.ok || Number(response.headers.get('content-length') ?? 0) > MAX_FILE_BYTES) return null
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim()
    let data: Buffer
    try {
      data = Buffer.from(await response.arrayBuffer())
    } catch (error) {
      throw new WordPressError(
        'unreachable',
        `${url.origin} stopped sending ${url.pathname}: ${(error as Error)?.message}.`,
      )
    }
    return data.length > MAX_FILE_BYTES ? null : { data, type }
  }
}
