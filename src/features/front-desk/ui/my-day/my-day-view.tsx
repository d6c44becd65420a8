import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { isStaffAccount } from '@/platform/access'
import { StaffPage } from '@/platform/staff/staff-page'

import { MyDay, type MyDayQuery } from './my-day'
import { MY_DAY_PATH } from './paths'
import { myDayText } from './text'
import styles from './my-day.module.css'

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)

/**
 * A stylist's own day in the admin (/admin/my-day, decision 0047), for any staff account: a
 * stylist's account sees its own stylist; the desk's staff theirs, or the one named by `stylist`.
 * Others are sent to the admin's login and back. The list and its form are the client component `MyDay`.
 */
export async function MyDayView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const query: MyDayQuery = {
    date: one(searchParams?.date),
    view: one(searchParams?.view) === 'week' ? 'week' : 'day',
    stylist: one(searchParams?.stylist),
  }
  if (!isStaffAccount(req.user)) {
    const q = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])))
    const target = `${formatAdminURL({ adminRoute, path: MY_DAY_PATH })}${q.size ? `?${q}` : ''}`
    redirect(
      `${formatAdminURL({ adminRoute, path: req.payload.config.admin.routes.login })}?redirect=${encodeURIComponent(target)}`,
    )
  }
  return (
    <StaffPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <Gutter className={styles.view}>
        <div data-my-day-view>
          <MyDay
            text={myDayText(req.i18n.language)}
            language={req.i18n.language}
            adminRoute={adminRoute}
            initial={query}
          />
        </div>
      </Gutter>
    </StaffPage>
  )
}
