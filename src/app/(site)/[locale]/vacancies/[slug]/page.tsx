import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { RichText } from '@/ui/content/rich-text'
import { getVacancies, getVacancy, getSiteSettings, publishedPageMetadata } from '@/features/content'
import { getEnv } from '@/platform/env'
import { excerpt } from '@/platform/format/text'
import { isLocale, type Locale } from '@/platform/i18n/locales'
import { fill, messages } from '@/platform/i18n/messages'
import { localePath } from '@/platform/i18n/routing'
import { brandedTitle } from '@/platform/seo/page-metadata'

import { Breadcrumbs } from '@/ui/layout/breadcrumbs'
import shell from '@/ui/layout/content-page.module.css'

import styles from './vacancy.module.css'

type Params = { locale: string; slug: string }

/**
 * Every vacancy of both languages is built ahead. (Returning [] for one language would make
 * Next 16 drop the prerendering of the other too: vercel/next.js#95166.)
 */
export async function generateStaticParams({ params }: { params: { locale: string } | Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return []
  const vacancies = await getVacancies(locale)
  return vacancies.map((v) => ({ locale, slug: v.slug }))
}

const load = cache(async (locale: Locale, slug: string) => {
  // Resolve against the cached list first: unknown addresses never reach the database.
  const vacancies = await getVacancies(locale)
  if (!vacancies.some((v) => v.slug === slug)) return null
  const [vacancy, settings] = await Promise.all([getVacancy(slug, locale), getSiteSettings(locale)])
  if (!vacancy) return null
  return { vacancy, brand: settings.brandName, path: `/vacancies/${vacancy.slug}/` }
})

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, slug } = await params
  if (!isLocale(locale)) return {}
  const data = await load(locale, slug)
  if (!data) return {}
  const { vacancy, brand, path } = data
  const t = messages(locale)
  return publishedPageMetadata({
    locale,
    siteUrl: getEnv().siteUrl,
    path,
    title: vacancy.metaTitle || brandedTitle(vacancy.title, brand),
    description:
      vacancy.metaDescription ||
      excerpt(vacancy.excerpt, 160) ||
      fill(t.vacancyDescription, { title: vacancy.title, brand }),
    brand,
    image: vacancy.image,
  })
}

/** /vacancies/{slug}/: one vacancy with its salons and its full text. */
export default async function VacancyPage({ params }: { params: Promise<Params> }) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  const data = await load(locale, slug)
  if (!data) notFound()
  const { vacancy, path } = data
  const t = messages(locale)
  const crumbs = [
    { name: t.home, path: '/' },
    { name: t.vacancyCrumb, path: '/vacancies/' },
    { name: vacancy.title, path: null },
  ]
  return (
    <main className={shell.page}>
      <Breadcrumbs crumbs={crumbs} currentPath={path} siteUrl={getEnv().siteUrl} locale={locale} />
      <article className={styles.article}>
        <header className={shell.head}>
          <h1>{vacancy.title}</h1>
          {vacancy.excerpt && <p className={shell.lead}>{vacancy.excerpt}</p>}
          {vacancy.salons.length > 0 && (
            <dl className={styles.salons}>
              <dt>{t.vacancySalons}</dt>
              <dd>
                <ul className={shell.inlineList}>
                  {vacancy.salons.map((s) => (
                    <li key={s.id}>
                      <a href={localePath(locale, `/salons/${s.slug}/`)}>{s.title}</a>
                    </li>
                  ))}
                </ul>
              </dd>
            </dl>
          )}
        </header>
        <RichText blocks={vacancy.body} className={styles.body} />
      </article>
    </main>
  )
}
