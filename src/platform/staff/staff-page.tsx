import { DefaultTemplate } from '@payloadcms/next/templates'
import type { ReactNode } from 'react'
import type { AdminViewServerProps } from 'payload'

/** The admin's frame (menu, header) around one of the staff's own pages. */
export function StaffPage({
  initPageResult,
  params,
  searchParams,
  children,
}: Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & { children: ReactNode }) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={{ collections: visibleEntities?.collections, globals: visibleEntities?.globals }}
    >
      {children}
    </DefaultTemplate>
  )
}
