import type { NotFoundContent } from '@/ui/layout/not-found-view'
import { getPage } from '@/features/content'
import type { Locale } from '@/platform/i18n/locales'

/** The CMS page `404` in a language, or null (the view then says its plain sentence). */
export async function notFoundContent(locale: Locale): Promise<NotFoundContent | null> {
  try {
    const page = await getPage('404', locale)
    return page ? { title: page.title, description: page.description, image: page.image, body: page.body } : null
  } catch (error) {
    // Spec: a failure to load the 404 content is logged; the page falls back to its plain text.
    console.error('The 404 page content could not be loaded', error)
    return null
  }
}
