import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { CardGrid } from '@/components/cards/employee-card'
import { VacancyCard } from '@/components/cards/vacancy-card'
import { getVacancies } from '@/lib/cms/people'
import { getSiteSettings } from '@/lib/cms/pages'
import { getEnv } from '@/lib/env'
import { isLocale, type Locale } from '@/lib/i18n/locales'
import { fill, messages } from '@/lib/i18n/messages'
import { localePath } from '@/lib/i18n/routing'
import { brandedTitle, contentPageMetadata } from '@/lib/seo/page-metadata'

import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import shell from '@/components/layout/content-page.module.css'

type Params = { locale: string }

const PATH = '/vacancies/'

const load = cache(async (locale: Locale) => {
  const [vacancies, settings] = await Promise.all([getVacancies(locale), getSiteSettings(locale)])
  return { vacancies, brand: settings.brandName }
})

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const { brand } = await load(locale)
  const t = messages(locale)
  return contentPageMetadata({
    locale,
    siteUrl: getEnv().siteUrl,
    path: PATH,
    title: brandedTitle(t.vacancyListTitle, brand),
    description: fill(t.vacancyListDescription, { brand }),
    brand,
  })
}

/** /vacancies/ and /ua/vacancies/: every open vacancy as a card. */
export default async function VacanciesPage({ params }: { params: Promise<Params> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const { vacancies } = await load(locale)
  const t = messages(locale)
  const crumbs = [
    { name: t.home, path: '/' },
    { name: t.vacancyCrumb, path: null },
  ]
  return (
    <main className={shell.page}>
      <Breadcrumbs crumbs={crumbs} currentPath={PATH} siteUrl={getEnv().siteUrl} locale={locale} />
      <header className={shell.head}>
        <h1>{t.vacancyListTitle}</h1>
        <p className={shell.lead}>{t.vacancyListLead}</p>
      </header>
      {vacancies.length > 0 ? (
        <CardGrid testId="vacancies">
          {vacancies.map((vacancy, i) => (
            <VacancyCard
              key={vacancy.id}
              vacancy={vacancy}
              href={localePath(locale, `/vacancies/${vacancy.slug}/`)}
              eager={i < 3}
              heading="h2"
            />
          ))}
        </CardGrid>
      ) : (
        <p className={shell.lead}>{t.vacancyNone}</p>
      )}
    </main>
  )
}
