import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getArticleCategories } from '@/features/content'
import { isLocale } from '@/platform/i18n/locales'

import { BlogPage, blogMetadata, loadBlog } from '../blog-list'

type Params = { locale: string; category: string }

/**
 * Every category of both languages is built ahead. (Returning [] for one language would make
 * Next 16 drop the prerendering of the other too: vercel/next.js#95166.)
 */
export async function generateStaticParams({ params }: { params: { locale: string } | Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return []
  const categories = await getArticleCategories(locale)
  return categories.map((c) => ({ locale, category: c.slug }))
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, category } = await params
  if (!isLocale(locale)) return {}
  const data = await loadBlog(locale, category)
  return data ? blogMetadata(locale, data) : {}
}

/** /blog/collaborations/, /blog/filming/ … (and under /ua/): the articles of one category. */
export default async function BlogCategoryPage({ params }: { params: Promise<Params> }) {
  const { locale, category } = await params
  if (!isLocale(locale)) notFound()
  const data = await loadBlog(locale, category)
  if (!data) notFound()
  return <BlogPage locale={locale} data={data} />
}
