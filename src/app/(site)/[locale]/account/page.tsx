import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { AccountApp, type AccountMessages } from '@/features/account/ui'
import { getEmployeeDirectory, getSalonDirectory } from '@/features/content'
import { isLocale, type Locale } from '@/platform/i18n/locales'
import { messages, type Messages } from '@/platform/i18n/messages'
import { localePath } from '@/platform/i18n/routing'
import { bookingPath } from '@/ui/behaviours/behaviour'

import shell from '@/ui/layout/content-page.module.css'
import { RUNTIME_APP } from '@/platform/seo/runtime-marker'

type Params = { locale: string }

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = messages(locale)
  return {
    title: t.accountTitle,
    description: t.accountDescription,
    robots: { index: false, follow: false },
    other: RUNTIME_APP,
  }
}

/** Only the account's own strings travel to the browser. */
function accountMessages(t: Messages): AccountMessages {
  return Object.fromEntries(Object.entries(t).filter(([key]) => key.startsWith('account'))) as AccountMessages
}

/**
 * /account/ and /ua/account/: the signed-in client's visits, details and favourites. The page
 * itself is static and the same for everybody (salons and stylists are public); everything
 * personal is fetched by the browser island from the API, so nobody's data is ever baked in.
 */
export default async function AccountPage({ params }: { params: Promise<Params> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const l: Locale = locale
  const [{ salons }, { employees }] = await Promise.all([getSalonDirectory(l), getEmployeeDirectory(l)])
  const t = messages(l)
  return (
    <main className={shell.page}>
      <header className={shell.head}>
        <h1>{t.accountTitle}</h1>
      </header>
      <AccountApp
        locale={l}
        t={accountMessages(t)}
        salons={salons.map((s) => ({ id: String(s.id), phone: s.phone }))}
        stylists={employees.map((e) => ({
          id: String(e.id),
          name: e.name,
          href: localePath(l, `/employees/${e.slug}/`),
        }))}
        bookHref={bookingPath(l)}
      />
    </main>
  )
}
