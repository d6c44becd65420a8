/** The content pages Parlour shows (main, about, policy, 404 …) as drafts. */
import type { WpItem } from '../client'
import { acfOf, imageRef, plainText, rendered, textOf, type ImageRef } from '../items'

import { bodiesOf, localised, postHead, type Bodies, type Localised, type Mapped, type PostHead } from './common'

/**
 * The content pages Parlour shows, by the slug the old site asked for (`pages?slug=…`), and the
 * other slugs a WordPress site may give the same page (its default privacy page is
 * `privacy-policy`; Parlour's is `policy`).
 */
const PAGE_SLUGS: Record<string, string> = {
  main: 'main',
  home: 'main',
  about: 'about',
  contacts: 'contacts',
  blog: 'blog',
  charity: 'charity',
  career: 'career',
  salons: 'salons',
  employees: 'employees',
  'female-service': 'female-service',
  'male-service': 'male-service',
  'price-female': 'price-female',
  'price-male': 'price-male',
  policy: 'policy',
  'privacy-policy': 'policy',
  privacy: 'policy',
  '404': '404',
  'page-404': '404',
  'not-found': '404',
  'instagram-settings': 'instagram-settings',
}

/** Its slug is Parlour's for it (main, about, policy, 404 …). */
export interface PageDraft extends PostHead {
  description: Localised
  bodyHtml: Bodies
  image: ImageRef | null
  metaTitle: Localised
  metaDescription: Localised
}

/** Yoast's `yoast_head_json` title and description, when the site has Yoast. */
function yoast(item: WpItem | undefined): { title: string; description: string } {
  const head = item?.yoast_head_json as { title?: unknown; description?: unknown } | undefined
  return { title: plainText(textOf(head?.title)), description: plainText(textOf(head?.description)) }
}

/**
 * A content page: its title (the ACF `title` when the page has one, as the old 404 page did, else
 * the post's), the lead (`acf.description`, else the excerpt), the image (`acf.image`,
 * `acf.preview_image` or the featured image), the body and Yoast's search texts. Pages Parlour
 * has no place for are `ok: false` with the reason.
 */
export function mapPage(item: WpItem, ua?: WpItem): Mapped<PageDraft> {
  let wpSlug = typeof item.slug === 'string' ? item.slug : ''
  try {
    wpSlug = decodeURIComponent(wpSlug)
  } catch {
    // Kept as it is: no page of Parlour's has such a slug.
  }
  // WordPress gives a page no slug of digits alone (it would read as a page number): its "404"
  // page is `404-2`.
  const slug = PAGE_SLUGS[wpSlug] ?? PAGE_SLUGS[/^(\d+)-\d+$/.exec(wpSlug)?.[1] ?? '']
  if (!slug)
    return {
      ok: false,
      reason: `Parlour shows no page "${wpSlug}" (its pages: ${[...new Set(Object.values(PAGE_SLUGS))].join(', ')})`,
    }
  const acf = acfOf(item)
  const uaAcf = ua ? acfOf(ua) : {}
  const titleOf = (i: WpItem, a: Record<string, unknown>) => plainText(textOf(a.title)) || rendered(i.title)
  const leadOf = (i: WpItem, a: Record<string, unknown>) => plainText(textOf(a.description)) || rendered(i.excerpt)
  const title = titleOf(item, acf)
  if (!title) return { ok: false, reason: 'it has no title' }
  const seo = yoast(item)
  const seoUk = ua ? yoast(ua) : undefined
  return {
    ok: true,
    draft: {
      ...postHead(item, slug, localised(title, ua ? titleOf(ua, uaAcf) : undefined)),
      description: localised(leadOf(item, acf), ua ? leadOf(ua, uaAcf) : undefined),
      bodyHtml: bodiesOf(item, ua),
      image: imageRef(acf.image) ?? imageRef(acf.preview_image) ?? imageRef(item.featured_media),
      metaTitle: localised(seo.title, seoUk?.title),
      metaDescription: localised(seo.description, seoUk?.description),
    },
  }
}
