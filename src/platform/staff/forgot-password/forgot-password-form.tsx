'use client'

import { Button, EmailField, Form, FormSubmit, Link, useConfig, useTranslation } from '@payloadcms/ui'
import { email, formatAdminURL } from 'payload/shared'
import { useState } from 'react'

type Toast = (message: string) => void

/** The message of a refusal: the site's `{ message }`, or Payload's `{ errors: [{ message }] }`. */
function refusalMessage(body: unknown): string | undefined {
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: { message?: unknown }[] }
  if (typeof message === 'string' && message) return message
  const first = Array.isArray(errors) ? errors[0]?.message : undefined
  return typeof first === 'string' && first ? first : undefined
}

/**
 * Payload's "Forgot password?" form, except for what it says after sending: Payload's own form
 * says "Email Sent" to any answer with a JSON body, so a refusal — the reset throttle's 429 ("Too
 * many password reset requests…", src/platform/staff/auth-limits.ts), a busy database's 503 — read
 * as success. Here only a 2xx does; a refusal shows its message, as the login form shows the
 * sign-in throttle's, and the form stays as it was.
 */
export function ForgotPasswordForm() {
  const { config } = useConfig()
  const { t } = useTranslation()
  const [sent, setSent] = useState(false)
  const {
    admin: {
      routes: { login },
      user: userSlug,
    },
    routes: { admin: adminRoute, api: apiRoute },
  } = config
  const loginLink = (
    <Link href={formatAdminURL({ adminRoute, path: login })} prefetch={false}>
      {t('authentication:backToLogin')}
    </Link>
  )

  const handleResponse = (res: Response, successToast: Toast, errorToast: Toast) => {
    res
      .json()
      .then((body: unknown) => {
        if (!res.ok) {
          errorToast(refusalMessage(body) ?? t('error:unknown'))
          return
        }
        setSent(true)
        successToast(t('general:submissionSuccessful'))
      })
      .catch(() => errorToast(t('error:unknown')))
  }

  return (
    <Form
      action={formatAdminURL({ apiRoute, path: `/${userSlug}/forgot-password` })}
      className="forgot-password__form"
      handleResponse={handleResponse}
      method="POST"
    >
      {sent ? (
        <>
          <div className="form-header">
            <h1>{t('authentication:emailSent')}</h1>
            <p>{t('authentication:checkYourEmailForPasswordReset')}</p>
          </div>
          <div className="forgot-password__form__actions">
            <Button
              buttonStyle="primary"
              size="large"
              type="submit"
              extraButtonProps={{ style: { marginBlockStart: 0 } }}
            >
              {t('authentication:resend')}
            </Button>
            {loginLink}
          </div>
        </>
      ) : (
        <>
          <div className="form-header">
            <h1>{t('authentication:forgotPassword')}</h1>
            <p>{t('authentication:forgotPasswordEmailInstructions')}</p>
          </div>
          <EmailField
            field={{ name: 'email', admin: { autoComplete: 'email' }, label: t('general:email'), required: true }}
            path="email"
            validate={(value) =>
              email(value, {
                name: 'email',
                type: 'email',
                blockData: {},
                data: {},
                event: 'onChange',
                path: ['email'],
                preferences: { fields: {} },
                req: { payload: { config }, t } as never,
                required: true,
                siblingData: {},
              })
            }
          />
          <FormSubmit size="large">{t('general:submit')}</FormSubmit>
          {loginLink}
        </>
      )}
    </Form>
  )
}
