import { notFound } from 'next/navigation'

import { CardGrid } from '@/components/cards/card-grid'
import { VacancyCard } from '@/components/cards/vacancy-card'
import { getVacancies } from '@/lib/cms/people'
import { getEnv } from '@/lib/env'
import { isLocale } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/messages'
import { localePath } from '@/lib/i18n/routing'

import shell from '@/components/layout/content-page.module.css'
import { ListingPage } from '@/components/layout/listing-page'

import { listingMetadata } from '../_listing/listing-metadata'

type Params = { locale: string }

const PATH = '/vacancies/'

export const generateMetadata = listingMetadata(PATH, (t) => ({
  title: t.vacancyListTitle,
  description: t.vacancyListDescription,
}))

/** /vacancies/ and /ua/vacancies/: every open vacancy as a card. */
export default async function VacanciesPage({ params }: { params: Promise<Params> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const vacancies = await getVacancies(locale)
  const t = messages(locale)
  return (
    <ListingPage
      locale={locale}
      siteUrl={getEnv().siteUrl}
      path={PATH}
      crumb={t.vacancyCrumb}
      title={t.vacancyListTitle}
      lead={t.vacancyListLead}
    >
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
    </ListingPage>
  )
}
