import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isLocale } from '@/platform/i18n/locales'

import { BlogPage, blogMetadata, loadBlog } from './blog-list'

type Params = { locale: string }

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const data = await loadBlog(locale, null)
  return data ? blogMetadata(locale, data) : {}
}

/** /blog/ and /ua/blog/: the blog page from the CMS, links to the categories and every article. */
export default async function BlogIndexPage({ params }: { params: Promise<Params> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const data = await loadBlog(locale, null)
  if (!data) notFound()
  return <BlogPage locale={locale} data={data} />
}
