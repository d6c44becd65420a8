import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'
import { formatAdminURL } from 'payload/shared'

import { isAdminUser } from '@/platform/access'
import { staffOnly } from '@/platform/staff/period-header'
import { StaffPage } from '@/platform/staff/staff-page'
import styles from '@/platform/staff/staff-view.module.css'

import { ImportForm } from './import-form'
import { IMPORT_PATH } from './paths'
import { importText } from './text'

/**
 * Moving in (issue 31): an admin uploads another platform's CSV export, sees what the import
 * will do (clients created and updated, visits booked, rows skipped, names unmatched, times
 * taken), and confirms. A server-rendered page of the admin for its admins.
 */
export async function ImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const here = formatAdminURL({ adminRoute: req.payload.config.routes.admin, path: IMPORT_PATH })
  staffOnly(req, here, {})
  const t = importText(req.i18n.language)
  const frame = (children: ReactNode) => (
    <StaffPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <Gutter className={styles.view}>
        <div data-import-view>
          <header className={styles.header}>
            <h1>{t.title}</h1>
            <p className={styles.lead}>{t.lead}</p>
          </header>
          {children}
        </div>
      </Gutter>
    </StaffPage>
  )
  if (!isAdminUser(req.user)) return frame(<p role="status">{t.adminsOnly}</p>)
  const salons = await req.payload.find({
    collection: 'salons',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    draft: true,
    sort: 'id',
    locale: req.i18n.language === 'uk' ? 'uk' : 'en',
    select: { title: true },
  })
  return frame(
    <>
      {!salons.docs.length && <p className={styles.notice}>{t.noSalon}</p>}
      <ImportForm
        text={t}
        locale={req.i18n.language === 'uk' ? 'uk-UA' : 'en-GB'}
        salons={salons.docs.map((s) => ({ id: String(s.id), title: s.title || String(s.id) }))}
      />
    </>,
  )
}
