/**
 * A fake WordPress (a test double, never part of the product): the REST API the old site read,
 * `/wp-json/wp/v2/<type>` with WordPress's paging rules and headers, `/media/<id>`, the uploaded
 * files, a Ukrainian variant by `lang=ua`, and application-password auth for the ACF fields. Strict
 * where WordPress is: `per_page` above 100 or a page past the last is a 400 with WordPress's error
 * codes; unknown routes are 404 `rest_no_route`.
 *
 * `modified_after` filters posts by `modified_gmt` (WordPress compares the site's local time; the
 * fake's site runs on UTC). `/<type>/<id>` answers one item.
 *
 * Scripted faults: `dropAfter(n)` destroys the connection of every request after the next n (a
 * site going away mid-import); `requests` records every path asked for.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'

import { fixture, type FakeItem, type WordPressFixture } from './fixture'

export interface FakeWordPress {
  url: string
  state: WordPressFixture
  requests: string[]
  /** Lets `n` more requests through, then drops every connection (until `dropAfter(null)`). */
  dropAfter(n: number | null): void
  close(): Promise<void>
}

export interface FakeOptions {
  /**
   * As WordPress core: term lists (items with a `taxonomy`) refuse `orderby=menu_order` (a plugin
   * adds it; the old site had one). Off by default.
   */
  coreTermOrder?: boolean
  /**
   * The language code the Ukrainian variants answer to: `ua` as the old site (default), or `uk`
   * as Polylang names Ukrainian (then `lang=ua` answers English).
   */
  ukrainianCode?: 'ua' | 'uk'
  /** When set, ACF fields are served only to requests with this application password. */
  auth?: { user: string; password: string }
  /** The content served: the first invented salon site (default) or another one (fixture-riverside.ts). */
  site?: () => WordPressFixture
  /**
   * How a site whose languages are posts of their own (items with a `lang`) links them: Polylang
   * Pro's `translations` map (default), or WPML's as the WPML REST API plugin serves it
   * (`wpml_current_locale`, `wpml_translations` keyed by locale) — see fixture-riverside.ts.
   */
  multilingual?: 'polylang' | 'wpml'
  port?: number
}

/** A small picture per colour, made once: the fake's uploads. */
async function picture(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

const MAX_PER_PAGE = 100

/** WordPress locales of the languages a multilingual fixture has (WPML names translations by them). */
const LOCALES: Record<string, string> = { en: 'en_GB', uk: 'uk' }

/**
 * A post or term in one language of a Polylang or WPML site. Polylang Pro adds `lang` and
 * `translations` (language code → post id, the item itself included) to every post and term
 * (https://polylang.pro/doc/rest-api/); WPML core adds nothing, and the WPML REST API plugin
 * (github.com/alanfrigo/wpml-rest-api) adds `wpml_current_locale` and `wpml_translations`, keyed
 * by locale: `{locale, translation: 'current'}` for the item itself, `{locale, id, slug,
 * post_title, href}` for each other language's post.
 */
function linkedPost(item: FakeItem, plugin: FakeOptions['multilingual'], withAcf: boolean): Record<string, unknown> {
  const { lang, translations, ...rest } = item
  const served: Record<string, unknown> = { ...rest }
  if (!withAcf) delete served.acf
  const links = (translations ?? {}) as unknown as Record<string, number>
  if (plugin !== 'wpml') return { ...served, lang, translations: links }
  return {
    ...served,
    wpml_current_locale: LOCALES[lang as string],
    wpml_translations: Object.fromEntries(
      Object.entries(links).map(([code, id]) => {
        const locale = LOCALES[code] ?? code
        return [locale, id === item.id ? { locale, translation: 'current' } : { locale, id, slug: `post-${id}` }]
      }),
    ),
  }
}

export async function startFakeWordPress(options: FakeOptions = {}): Promise<FakeWordPress> {
  const state = (options.site ?? fixture)()
  const requests: string[] = []
  let budget: number | null = null
  const files = new Map<string, Promise<Buffer>>()

  // WordPress shows application passwords in groups of four and ignores the spaces when checking.
  const authorised = (req: http.IncomingMessage) => {
    if (!options.auth) return true
    const header = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    if (!header) return false
    const [user, ...rest] = Buffer.from(header, 'base64').toString().split(':')
    return user === options.auth.user && rest.join(':').replace(/\s/g, '') === options.auth.password.replace(/\s/g, '')
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.wordpress')
    requests.push(`${req.method} ${url.pathname}${url.search}`)
    if (budget !== null) {
      if (budget <= 0) {
        req.socket.destroy()
        return
      }
      budget--
    }
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers }).end(JSON.stringify(body))
    const wpError = (status: number, code: string, message: string) => send(status, { code, message, data: { status } })

    if (req.method !== 'GET')
      return wpError(405, 'rest_no_route', 'No route was found matching the URL and request method.')
    if (url.pathname.startsWith('/wp-content/')) {
      // Files of the media items as they are now (a test may add some); one without a colour is gone.
      const media = state.media.find((m) => new URL(m.source_url).pathname === url.pathname && m.colour)
      if (!media) return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>')
      if (!files.has(url.pathname)) files.set(url.pathname, picture(media.colour!))
      void files.get(url.pathname)!.then((file) => res.writeHead(200, { 'content-type': 'image/png' }).end(file))
      return
    }

    const route = /^\/wp-json\/wp\/v2\/([a-z_-]+)(?:\/(\d+))?\/?$/.exec(url.pathname)
    if (!route) return wpError(404, 'rest_no_route', 'No route was found matching the URL and request method.')
    const [, type, id] = route
    const list = state.types[type!]
    if (type === 'media' && id) {
      const media = state.media.find((m) => m.id === Number(id))
      if (!media) return wpError(404, 'rest_post_invalid_id', 'Invalid post ID.')
      const { colour: _colour, ...item } = media
      return send(200, item)
    }
    if (!list) return wpError(404, 'rest_no_route', 'No route was found matching the URL and request method.')
    const asked = url.searchParams.get('lang') ?? 'en'
    // The fixture keeps the Ukrainian words under `ua`.
    const lang = asked === (options.ukrainianCode ?? 'ua') ? 'ua' : asked === 'ua' ? 'en' : asked
    const variant = (item: (typeof list)[number]) => {
      // A language's own post (Polylang, WPML): served as it is, its links in the plugin's shape.
      if (typeof item.lang === 'string')
        return linkedPost(item, options.multilingual, authorised(req) && !!(!options.auth || req.headers.authorization))
      const { translations: _t, ...base } = item
      const merged: Record<string, unknown> = { ...base, ...(lang !== 'en' ? (item.translations?.[lang] ?? {}) : {}) }
      if (!authorised(req) || (options.auth && !req.headers.authorization)) delete merged.acf
      return merged
    }
    if (id) {
      const item = list.find((i) => i.id === Number(id))
      return item ? send(200, variant(item)) : wpError(404, 'rest_post_invalid_id', 'Invalid post ID.')
    }

    // A wrong password is refused outright, as WordPress does; no password just means public fields.
    if (req.headers.authorization && !authorised(req))
      return wpError(401, 'incorrect_password', 'The provided password is an invalid application password.')
    const perPage = Number(url.searchParams.get('per_page') ?? 10)
    const page = Number(url.searchParams.get('page') ?? 1)
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
      return wpError(400, 'rest_invalid_param', 'Invalid parameter(s): per_page')
    if (options.coreTermOrder && list.some((i) => i.taxonomy) && url.searchParams.get('orderby') === 'menu_order')
      return send(400, {
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): orderby',
        data: {
          status: 400,
          params: {
            orderby: 'orderby is not one of id, include, name, slug, include_slugs, term_group, description, count.',
          },
        },
      })
    const slug = url.searchParams.get('slug')
    // WordPress 5.7+: posts changed after a moment (terms have no date and ignore it, as WordPress does).
    const after = url.searchParams.get('modified_after')
    if (after !== null && Number.isNaN(Date.parse(after)))
      return wpError(400, 'rest_invalid_param', 'Invalid parameter(s): modified_after')
    let items = list
      .filter((item) => after === null || item.taxonomy || String(item.modified_gmt ?? '') > after)
      // Polylang and WPML list one language when asked (`lang`), every language when not.
      .filter((item) => typeof item.lang !== 'string' || !url.searchParams.has('lang') || item.lang === asked)
      .map(variant)
    if (url.searchParams.get('orderby') === 'menu_order')
      items = [...items].sort((a, b) => Number(a.menu_order ?? 0) - Number(b.menu_order ?? 0))
    if (slug) items = items.filter((i) => i.slug === slug)
    const total = items.length
    const totalPages = Math.max(1, Math.ceil(total / perPage))
    if (!Number.isInteger(page) || page < 1 || (page > totalPages && total > 0))
      return wpError(
        400,
        'rest_post_invalid_page_number',
        'The page number requested is larger than the number of pages available.',
      )
    return send(200, items.slice((page - 1) * perPage, page * perPage), {
      'x-wp-total': String(total),
      'x-wp-totalpages': String(totalPages),
    })
  })

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const base = `http://127.0.0.1:${port}`
  // The fixture names its files on the fake's own address.
  for (const m of state.media) m.source_url = m.source_url.replace('http://fake.wordpress', base)
  state.types = JSON.parse(JSON.stringify(state.types).replaceAll('http://fake.wordpress', base)) as typeof state.types

  return {
    url: base,
    state,
    requests,
    dropAfter(n) {
      budget = n
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
