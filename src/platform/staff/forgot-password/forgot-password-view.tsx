import { Button, Link } from '@payloadcms/ui'
import { Translation } from '@payloadcms/ui/shared'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { ForgotPasswordForm } from '@/platform/staff/forgot-password/forgot-password-form'

/**
 * The admin's /admin/forgot in place of Payload's (admin.components.views.forgot): the same page,
 * whose form tells a refused request from a sent email (./ForgotPasswordForm.tsx). A signed-in
 * staff member is pointed to their account instead, as Payload does.
 */
export function ForgotPasswordView({ initPageResult }: AdminViewServerProps) {
  const { i18n, payload, user } = initPageResult.req
  const adminRoute = payload.config.routes.admin
  if (!user) return <ForgotPasswordForm />
  return (
    <>
      <div className="form-header">
        <h1>{i18n.t('authentication:alreadyLoggedIn')}</h1>
        <p>
          <Translation
            elements={{
              '0': ({ children }) => (
                <Link href={formatAdminURL({ adminRoute, path: payload.config.admin.routes.account })} prefetch={false}>
                  {children}
                </Link>
              ),
            }}
            i18nKey="authentication:loggedInChangePassword"
            t={i18n.t}
          />
        </p>
      </div>
      <Button buttonStyle="secondary" el="link" size="large" to={adminRoute}>
        {i18n.t('general:backToDashboard')}
      </Button>
    </>
  )
}
