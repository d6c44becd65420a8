import type { ComponentProps, ReactNode } from 'react'

import { JsonLd } from '@/ui/content/json-ld'
import { HeroImage } from '@/ui/content/hero-image'
import { getEnv } from '@/platform/env'
import type { Locale } from '@/platform/i18n/locales'

import { Breadcrumbs } from '@/ui/layout/breadcrumbs'
import shell from '@/ui/layout/content-page.module.css'

/**
 * A page that reads as one article (a CMS content page, a blog article): breadcrumbs, any
 * structured data, then the article, labelled by its heading `titleId`: its `header`, its wide
 * picture drifting as the page scrolls, then `children` (the text and what follows it). The
 * picture is the article's width (`picture.column`, as its CSS has it), the screen's on phones.
 */
export function ArticleFrame({
  locale,
  crumbs,
  path,
  jsonLd,
  className,
  titleId,
  header,
  picture,
  children,
}: {
  locale: Locale
  crumbs: ComponentProps<typeof Breadcrumbs>['crumbs']
  /** The page's address without locale prefix. */
  path: string
  jsonLd?: unknown
  /** The article's own width. */
  className: string | undefined
  titleId: string
  header: ReactNode
  /** The picture under the header; `fallback` and `className` as HeroImage has them. */
  picture: Pick<ComponentProps<typeof HeroImage>, 'image' | 'fallback' | 'className'> & { column: string }
  children: ReactNode
}) {
  const { column, ...image } = picture
  return (
    <main className={shell.page} data-menu-colour="dark">
      <Breadcrumbs crumbs={crumbs} currentPath={path} siteUrl={getEnv().siteUrl} locale={locale} />
      {jsonLd != null && <JsonLd data={jsonLd} />}
      <article className={className} aria-labelledby={titleId}>
        {header}
        <HeroImage {...image} sizes={`(max-width: 760px) 100vw, ${column}`} parallax />
        {children}
      </article>
    </main>
  )
}
