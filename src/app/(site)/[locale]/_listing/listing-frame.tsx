import type { ReactNode } from 'react'

import type { PageContent } from '@/features/content'
import { getEnv } from '@/platform/env'
import type { Locale } from '@/platform/i18n/locales'
import { messages } from '@/platform/i18n/messages'
import { ListingPage } from '@/ui/layout/listing-page'

import { LISTINGS, type ListingName, listingWords } from './listing-metadata'

/**
 * The frame of the list page `name` (see LISTINGS): breadcrumbs, then the heading, lead and
 * introduction of its CMS page `page` (else the site's own words), then `children`, the list.
 */
export function ListingFrame({
  name,
  locale,
  page,
  children,
}: {
  name: ListingName
  locale: Locale
  page: PageContent | null
  children: ReactNode
}) {
  const words = listingWords(messages(locale), name)
  return (
    <ListingPage
      locale={locale}
      siteUrl={getEnv().siteUrl}
      path={LISTINGS[name].path}
      crumb={words.crumb}
      title={page?.title || words.title}
      lead={page?.description || words.lead}
      intro={page?.body ?? []}
    >
      {children}
    </ListingPage>
  )
}
