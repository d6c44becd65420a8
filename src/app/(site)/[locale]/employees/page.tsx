import { notFound } from 'next/navigation'

import { CardGrid, firstCardIndexes } from '@/ui/cards/card-grid'
import { EmployeeCard } from '@/ui/cards/employee-card'
import { getEmployeeDirectory } from '@/features/content'
import type { EmployeeCard as EmployeeCardData, EmployeeCategory } from '@/features/content/contract'
import { isLocale } from '@/platform/i18n/locales'
import { messages } from '@/platform/i18n/messages'
import { localePath } from '@/platform/i18n/routing'

import shell from '@/ui/layout/content-page.module.css'

import { ListingFrame } from '../_listing/listing-frame'
import { listingMetadata, loadListingPage } from '../_listing/listing-metadata'
import styles from './employees.module.css'

type Params = { locale: string }

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

export const generateMetadata = listingMetadata('employees')

/** /employees/ and /ua/employees/: every stylist as a card, grouped by work category. */
export default async function EmployeesPage({ params }: { params: Promise<Params> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const t = messages(locale)
  const [directory, { page }] = await Promise.all([getEmployeeDirectory(locale), loadListingPage(locale, 'employees')])
  const groups = groupEmployees(directory.categories, directory.employees, t.employeeOtherGroup)
  const offsets = firstCardIndexes(groups.map((g) => g.employees.length))
  return (
    <ListingFrame name="employees" locale={locale} page={page}>
      {groups.length === 0 && <p className={shell.lead}>{t.employeeNone}</p>}
      {groups.length > 1 && (
        <nav aria-label={t.employeeByCategory} className={styles.filter}>
          <ul className={shell.pills}>
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
    </ListingFrame>
  )
}
