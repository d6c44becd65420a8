import type { ReactNode } from 'react'

import { RichText } from '@/ui/content/rich-text'
import type { RichBlock } from '@/features/content/contract'
import type { Locale } from '@/platform/i18n/locales'
import { messages } from '@/platform/i18n/messages'

import { Breadcrumbs } from './breadcrumbs'
import shell from './content-page.module.css'

/**
 * The frame of a list page (salons, stylists, vacancies, blog, prices): breadcrumbs (Main, then
 * `parents`, then the page itself as `crumb`), the page's h1 with its lead, then the list. `path`
 * is the page's address without locale prefix.
 */
export function ListingPage({
  locale,
  siteUrl,
  path,
  parents = [],
  crumb,
  title,
  lead,
  intro,
  menuColour,
  children,
}: {
  locale: Locale
  siteUrl: string
  path: string
  /** The pages between Main and this one, with their addresses. */
  parents?: { name: string; path: string }[]
  /** This page's name in the breadcrumbs. */
  crumb: string
  title: ReactNode
  /** Left out when empty. */
  lead?: string | null
  /** The introduction under the lead (the text of the list's CMS page); left out when empty. */
  intro?: RichBlock[]
  /** The header menu's colour over this page (`data-menu-colour`); the default when unset. */
  menuColour?: 'dark' | 'light'
  children: ReactNode
}) {
  const crumbs = [{ name: messages(locale).home, path: '/' }, ...parents, { name: crumb, path: null }]
  return (
    <main className={shell.page} data-menu-colour={menuColour}>
      <Breadcrumbs crumbs={crumbs} currentPath={path} siteUrl={siteUrl} locale={locale} />
      <header className={shell.head}>
        <h1>{title}</h1>
        {lead && <p className={shell.lead}>{lead}</p>}
        {intro && intro.length > 0 && <RichText blocks={intro} className={shell.intro} />}
      </header>
      {children}
    </main>
  )
}
