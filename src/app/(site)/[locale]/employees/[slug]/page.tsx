import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { FavouriteHeart } from '@/features/account/ui'
import { BookingButton } from '@/features/booking/ui'
import { HeroImage } from '@/ui/content/hero-image'
import { RatingStars } from '@/ui/content/rating-stars'
import { getEmployee, getEmployeeDirectory, getSiteSettings, publishedPageMetadata } from '@/features/content'
import { getEnv } from '@/platform/env'
import { formatLongDateIn } from '@/platform/format/date'
import { excerpt } from '@/platform/format/text'
import { isLocale, type Locale } from '@/platform/i18n/locales'
import { fill, messages } from '@/platform/i18n/messages'
import { localePath } from '@/platform/i18n/routing'
import { brandedTitle } from '@/platform/seo/page-metadata'

import { Breadcrumbs } from '@/ui/layout/breadcrumbs'
import shell from '@/ui/layout/content-page.module.css'

import styles from './employee.module.css'

type Params = { locale: string; slug: string }

/**
 * Every stylist of both languages is built ahead. (Returning [] for one language would make
 * Next 16 drop the prerendering of the other too: vercel/next.js#95166.)
 */
export async function generateStaticParams({ params }: { params: { locale: string } | Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return []
  const { employees } = await getEmployeeDirectory(locale)
  return employees.map((e) => ({ locale, slug: e.slug }))
}

const load = cache(async (locale: Locale, slug: string) => {
  // Resolve against the cached list first: unknown addresses never reach the database.
  const { employees } = await getEmployeeDirectory(locale)
  if (!employees.some((e) => e.slug === slug)) return null
  const [employee, settings] = await Promise.all([getEmployee(slug, locale), getSiteSettings(locale)])
  if (!employee) return null
  return { employee, brand: settings.brandName, path: `/employees/${employee.slug}/` }
})

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, slug } = await params
  if (!isLocale(locale)) return {}
  const data = await load(locale, slug)
  if (!data) return {}
  const { employee, brand, path } = data
  const t = messages(locale)
  const name = employee.subtitle
    ? fill(t.employeeTitle, { name: employee.name, category: employee.subtitle })
    : employee.name
  return publishedPageMetadata({
    locale,
    siteUrl: getEnv().siteUrl,
    path,
    title: employee.metaTitle || brandedTitle(name, brand),
    description:
      employee.metaDescription ||
      excerpt(employee.bio, 160) ||
      fill(t.employeeDescription, { name: employee.name, category: employee.subtitle, brand }),
    brand,
    image: employee.portrait,
  })
}

/** /employees/{slug}/: one stylist with their photo, speciality, rating, skills, bio and salons. */
export default async function EmployeePage({ params }: { params: Promise<Params> }) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  const data = await load(locale, slug)
  if (!data) notFound()
  const { employee, path } = data
  const t = messages(locale)
  const crumbs = [
    { name: t.home, path: '/' },
    { name: t.employeeCrumb, path: '/employees/' },
    { name: employee.name, path: null },
  ]
  const photo = employee.portrait ?? employee.photo

  return (
    <main className={shell.page}>
      <Breadcrumbs crumbs={crumbs} currentPath={path} siteUrl={getEnv().siteUrl} locale={locale} />
      <div className={styles.profile}>
        <HeroImage
          image={photo}
          alt={photo?.alt || employee.name}
          fallback={[640, 640]}
          sizes="(max-width: 760px) 100vw, 22rem"
          className={styles.photo}
        />
        <div>
          <header className={shell.head}>
            <div className={styles.nameRow}>
              <h1>{employee.name}</h1>
              <FavouriteHeart id={String(employee.id)} label={fill(t.accountFavourite, { name: employee.name })} />
            </div>
            {employee.subtitle && <p className={styles.subtitle}>{employee.subtitle}</p>}
            <BookingButton locale={locale} employee={employee.slug} salon={employee.salons[0]?.slug} />
          </header>
          <dl className={`${shell.facts} ${styles.facts}`}>
            <div>
              <dt>{t.employeeRating}</dt>
              <dd>
                <RatingStars rating={employee.rating} locale={locale} size="large" />
              </dd>
            </div>
            {employee.positions.length > 0 && (
              <div>
                <dt>{t.employeePositions}</dt>
                <dd>{employee.positions.map((p) => p.name).join(', ')}</dd>
              </div>
            )}
            {employee.salons.length > 0 && (
              <div>
                <dt>{t.employeeSalons}</dt>
                <dd>
                  <ul className={shell.inlineList}>
                    {employee.salons.map((s) => (
                      <li key={s.id}>
                        <a href={localePath(locale, `/salons/${s.slug}/`)}>{s.title}</a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
          </dl>
          {employee.skills.length > 0 && (
            <section aria-labelledby="skills-heading" className={styles.section}>
              <h2 id="skills-heading">{t.employeeSkills}</h2>
              <ul className={styles.chips}>
                {employee.skills.map((s) => (
                  <li key={s.id}>{s.title}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
      {employee.bio && (
        <section aria-labelledby="about-heading" className={styles.section}>
          <h2 id="about-heading">{fill(t.employeeAbout, { name: employee.name })}</h2>
          <div className={styles.bio}>
            {employee.bio.split(/\n\s*\n/).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </section>
      )}
      {employee.reviews.length > 0 && (
        <section aria-labelledby="reviews-heading" className={styles.section}>
          <h2 id="reviews-heading">{t.employeeReviews}</h2>
          <ul className={styles.reviews}>
            {employee.reviews.map((r) => (
              <li key={r.id}>
                <RatingStars rating={r.rating} locale={locale} />
                <p className={styles.reviewBy}>
                  {/* A client who deleted their account is no longer named (issue 31). */}
                  {r.firstName || t.employeeReviewByClient},{' '}
                  <time dateTime={r.date.slice(0, 10)}>{formatLongDateIn(r.date, locale)}</time>
                </p>
                {r.text && <p>{r.text}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  )
}
