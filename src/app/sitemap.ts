import type { MetadataRoute } from 'next'

import { getCatalogueIndex } from '@/lib/cms/catalogue'
import { getArticleCategories, getArticles } from '@/lib/cms/editorial'
import { getEmployeeDirectory, getSalonDirectory, getVacancies } from '@/lib/cms/people'
import { allServicesPaths } from '@/lib/cms/services-route'
import { getEnv } from '@/lib/env'
import { locales } from '@/lib/i18n/locales'
import { absoluteUrl } from '@/lib/i18n/routing'

/** Every published page in both languages, each naming its other-language twin. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = getEnv().siteUrl
  const [index, blogCategories, articles, salons, employees, vacancies] = await Promise.all([
    getCatalogueIndex('en'),
    getArticleCategories('en'),
    getArticles('en', null),
    getSalonDirectory('en'),
    getEmployeeDirectory('en'),
    getVacancies('en'),
  ])
  const tops = index.categories.filter((c) => c.level === 'top')
  const paths = [
    '/',
    '/about/',
    '/charity/',
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
  return paths.flatMap((path) =>
    locales.map((locale) => ({
      url: absoluteUrl(siteUrl, locale, path),
      alternates: { languages: Object.fromEntries(locales.map((l) => [l, absoluteUrl(siteUrl, l, path)])) },
    })),
  )
}
