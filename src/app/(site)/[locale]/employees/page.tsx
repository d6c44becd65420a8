import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { CardGrid, EmployeeCard } from '@/components/cards/employee-card'
import { getEmployeeDirectory } from '@/lib/cms/people'
import { getSiteSettings } from '@/lib/cms/pages'
import type { EmployeeCard as EmployeeCardData, EmployeeCategory } from '@/lib/cms/types'
import { getEnv } from '@/lib/env'
import { isLocale, type Locale } from '@/lib/i18n/locales'
import { fill, messages } from '@/lib/i18n/messages'
import { localePath } from '@/lib/i18n/routing'
import { brandedTitle, contentPageMetadata } from '@/lib/seo/page-metadata'

import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import shell from '@/components/layout/content-page.module.css'

import styles from './employees.module.css'

type Params = { locale: string }

const PATH = '/employees/'

interface EmployeeGroup {
  /** Anchor of the group's section. */
  anchor: string
  name: string
  employees: EmployeeCardData[]
}

/** Stylists under their work category, in menu order; categories without stylists are left out. */
function groupEmployees(
  categories: EmployeeCategory[],
  employees: EmployeeCardData[],
  otherName: string,
): EmployeeGroup[] {
  const groups = categories
    .map((c) => ({
      anchor: `stylists-${c.slug}`,
      name: c.name,
      employees: employees.filter((e) => e.workCategoryId != null && String(e.workCategoryId) === String(c.id)),
    }))
    .filter((g) => g.employees.length > 0)
  const known = new Set(categories.map((c) => String(c.id)))
  const rest = employees.filter((e) => e.workCategoryId == null || !known.has(String(e.workCategoryId)))
  if (rest.length) groups.push({ anchor: 'stylists-other', name: otherName, employees: rest })
  return groups
}

const load = cache(async (locale: Locale) => {
  const [directory, settings] = await Promise.all([getEmployeeDirectory(locale), getSiteSettings(locale)])
  const t = messages(locale)
  return {
    groups: groupEmployees(directory.categories, directory.employees, t.employeeOtherGroup),
    brand: settings.brandName,
  }
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
    title: brandedTitle(t.employeeListTitle, brand),
    description: fill(t.employeeListDescription, { brand }),
    brand,
  })
}

/** /employees/ and /ua/employees/: every stylist as a card, grouped by work category. */
export default async function EmployeesPage({ params }: { params: Promise<Params> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const { groups } = await load(locale)
  const t = messages(locale)
  const crumbs = [
    { name: t.home, path: '/' },
    { name: t.employeeCrumb, path: null },
  ]
  // Index of each group's first card on the page: the first few load eagerly.
  const offsets = groups.map((_, i) => groups.slice(0, i).reduce((n, g) => n + g.employees.length, 0))
  return (
    <main className={shell.page}>
      <Breadcrumbs crumbs={crumbs} currentPath={PATH} siteUrl={getEnv().siteUrl} locale={locale} />
      <header className={shell.head}>
        <h1>{t.employeeListTitle}</h1>
        <p className={shell.lead}>{t.employeeListLead}</p>
      </header>
      {groups.length === 0 && <p className={shell.lead}>{t.employeeNone}</p>}
      {groups.length > 1 && (
        <nav aria-label={t.employeeByCategory} className={styles.filter}>
          <ul>
            {groups.map((g) => (
              <li key={g.anchor}>
                <a href={`#${g.anchor}`}>
                  {g.name} <span className={styles.count}>{g.employees.length}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.map((group, gi) => {
        const first = offsets[gi] ?? 0
        return (
          <section
            key={group.anchor}
            id={group.anchor}
            aria-labelledby={`${group.anchor}-heading`}
            className={styles.group}
          >
            <h2 id={`${group.anchor}-heading`}>{group.name}</h2>
            <CardGrid>
              {group.employees.map((employee, i) => (
                <EmployeeCard
                  key={employee.id}
                  employee={employee}
                  locale={locale}
                  href={localePath(locale, `/employees/${employee.slug}/`)}
                  eager={first + i < 3}
                />
              ))}
            </CardGrid>
          </section>
        )
      })}
    </main>
  )
}
