import type { Locale } from '@/platform/i18n/locales'
import { messages } from '@/platform/i18n/messages'
import { localePath } from '@/platform/i18n/routing'
import { breadcrumbListJsonLd } from '@/platform/seo/services'

import { JsonLd } from '../content/json-ld'

import styles from './breadcrumbs.module.css'

/** Visible breadcrumbs and the same list as schema.org BreadcrumbList data. */
export function Breadcrumbs({
  crumbs,
  currentPath,
  siteUrl,
  locale,
}: {
  crumbs: { name: string; path: string | null }[]
  currentPath: string
  siteUrl: string
  locale: Locale
}) {
  const jsonLd = breadcrumbListJsonLd(crumbs, currentPath, siteUrl, locale)
  return (
    <>
      <JsonLd data={jsonLd} />
      <nav aria-label={messages(locale).breadcrumbs} className={styles.crumbs}>
        <ol>
          {crumbs.map((c, i) => (
            <li key={i}>
              {c.path ? <a href={localePath(locale, c.path)}>{c.name}</a> : <span aria-current="page">{c.name}</span>}
            </li>
          ))}
        </ol>
      </nav>
    </>
  )
}
