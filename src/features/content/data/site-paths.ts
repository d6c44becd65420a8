import 'server-only'

import { cache } from 'react'

import type { Metadata } from 'next'

import { locales, type Locale } from '@/platform/i18n/locales'
import { pageMetadata, type PageMetadataInput } from '@/platform/seo/page-metadata'

import { getCatalogueIndex } from './catalogue'
import { getArticleCategories, getArticles } from './editorial'
import { getEmployeeDirectory, getSalonDirectory, getVacancies } from './people'
import { allServicesPaths } from './services-route'

/**
 * Which pages exist in which language. A document counts as published in a locale only when it
 * is translated into it (see `findPublished`), so a page missing here must not be linked in that
 * locale: the sitemap, the hreflang alternates and the language switch all ask this module.
 */

/** Every published page of `locale`, as site paths ("/blog/news/opening/"), sections first. */
export const publishedPaths = cache(async (locale: Locale): Promise<string[]> => {
  const [index, blogCategories, articles, salons, employees, vacancies] = await Promise.all([
    getCatalogueIndex(locale),
    getArticleCategories(locale),
    getArticles(locale, null),
    getSalonDirectory(locale),
    getEmployeeDirectory(locale),
    getVacancies(locale),
  ])
  const tops = index.categories.filter((c) => c.level === 'top')
  return [
    '/',
    '/about/',
    '/charity/',
    '/gift-vouchers/',
    '/policy/',
    '/price/',
    ...tops.map((t) => `/price/${t.slug}/`),
    ...allServicesPaths(index).map((segments) => `/services/${segments.join('/')}/`),
    '/blog/',
    ...blogCategories.map((c) => `/blog/${c.slug}/`),
    ...articles.map((a) => `/blog/${a.categorySlug}/${a.slug}/`),
    '/salons/',
    ...salons.salons.map((s) => `/salons/${s.slug}/`),
    '/employees/',
    ...employees.employees.map((e) => `/employees/${e.slug}/`),
    '/vacancies/',
    ...vacancies.map((v) => `/vacancies/${v.slug}/`),
  ]
})

const publishedSet = cache(async (locale: Locale) => new Set(await publishedPaths(locale)))

/** The locales `path` is published in (empty for an unknown path). */
export async function pathLocales(path: string): Promise<Locale[]> {
  const found = await Promise.all(locales.map(async (l) => ((await publishedSet(l)).has(path) ? [l] : [])))
  return found.flat()
}

/** `pageMetadata` whose hreflang alternates name only the locales the page is published in. */
export async function publishedPageMetadata(input: Omit<PageMetadataInput, 'locales'>): Promise<Metadata> {
  const translated = await pathLocales(input.path)
  return pageMetadata({ ...input, locales: translated.length > 0 ? translated : [input.locale] })
}
