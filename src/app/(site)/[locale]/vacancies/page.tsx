import { notFound } from 'next/navigation'

import { CardGrid } from '@/ui/cards/card-grid'
import { VacancyCard } from '@/ui/cards/vacancy-card'
import { getVacancies } from '@/features/content'
import { isLocale } from '@/platform/i18n/locales'
import { messages } from '@/platform/i18n/messages'
import { localePath } from '@/platform/i18n/routing'

import shell from '@/ui/layout/content-page.module.css'

import { ListingFrame } from '../_listing/listing-frame'
import { listingMetadata, loadListingPage } from '../_listing/listing-metadata'

type Params = { locale: string }

export const generateMetadata = listingMetadata('vacancies')

/** /vacancies/ and /ua/vacancies/: every open vacancy as a card. */
export default async function VacanciesPage({ params }: { params: Promise<Params> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const t = messages(locale)
  const [vacancies, { page }] = await Promise.all([getVacancies(locale), loadListingPage(locale, 'vacancies')])
  return (
    <ListingFrame name="vacancies" locale={locale} page={page}>
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
    </ListingFrame>
  )
}
