import { NotFoundView, type NotFoundContent } from '@/components/layout/not-found-view'
import { getPage } from '@/lib/cms/pages'
import { locales, type Locale } from '@/lib/i18n/locales'

async function content(locale: Locale): Promise<NotFoundContent | null> {
  try {
    const page = await getPage('404', locale)
    return page ? { title: page.title, description: page.description, image: page.image } : null
  } catch (error) {
    // Spec: a failure to load the 404 content is logged; the page falls back to its plain text.
    console.error('The 404 page content could not be loaded', error)
    return null
  }
}

/** Status 404 pages (unknown addresses and notFound()); Next marks them noindex. */
export default async function NotFound() {
  const entries = await Promise.all(locales.map(async (l) => [l, await content(l)] as const))
  return <NotFoundView content={Object.fromEntries(entries)} />
}
