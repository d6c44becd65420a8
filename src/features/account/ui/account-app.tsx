'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { AccountVouchers } from '@/features/vouchers/ui'
import { AccountWaitlist } from '@/features/waitlist/ui'
import type { Locale } from '@/platform/i18n/locales'

import { call, forgetSignIn, maybeSignedIn, type AccountClient } from './account-api'
import { AccountDelete, visitsLine, type Deleted } from './account-delete'
import { AccountFavourites, type StylistLink } from './account-favourites'
import { AccountProfile } from './account-profile'
import { AccountSignIn } from './account-sign-in'
import type { AccountMessages } from './account-text'
import { AccountVisits, type SalonPhone } from './account-visits'
import styles from './account.module.css'

export type { AccountMessages } from './account-text'

type State =
  | { kind: 'loading' }
  /** `after`: the visitor was signed in on this page and signed out (or their session ended). */
  | { kind: 'signed-out'; after?: 'sign-out' | 'ended' }
  /** The client deleted their account on this page (issue 31). */
  | { kind: 'deleted'; deleted: Deleted }
  | { kind: 'signed-in'; client: AccountClient }

/**
 * The account island: asks the API who is signed in, then shows their details, visits and
 * favourites, or the sign-in slot. Nothing personal is rendered on the server.
 */
export function AccountApp({
  locale,
  t,
  salons,
  stylists,
  bookHref,
}: {
  locale: Locale
  t: AccountMessages
  salons: SalonPhone[]
  stylists: StylistLink[]
  bookHref: string
}) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const signedOutPanel = useRef<HTMLElement>(null)

  useEffect(() => {
    let live = true
    // Without the marker there is no session to ask about (and no 401 to log in the console).
    const who = maybeSignedIn()
      ? call<{ client: AccountClient }>('GET', '/api/auth/me')
      : Promise.resolve({ ok: false, status: 401 } as const)
    void who.then((answer) => {
      if (!live) return
      setState(answer.ok ? { kind: 'signed-in', client: answer.data.client } : { kind: 'signed-out' })
    })
    return () => {
      live = false
    }
  }, [])

  /** The session ended under us (a 401 from any call): back to the sign-in slot, saying why. */
  const sessionEnded = useCallback(() => {
    forgetSignIn()
    setState({ kind: 'signed-out', after: 'ended' })
  }, [])

  // The controls that were used are gone: focus goes to what replaced them.
  useEffect(() => {
    if ((state.kind === 'signed-out' && state.after) || state.kind === 'deleted') signedOutPanel.current?.focus()
  }, [state])

  if (state.kind === 'loading')
    return (
      <p role="status" className={styles.muted}>
        {t.accountLoading}
      </p>
    )

  if (state.kind === 'deleted')
    return (
      <section className={styles.panel} ref={signedOutPanel} tabIndex={-1} data-testid="account-deleted">
        <p role="status">{t.accountDeleted}</p>
        {state.deleted.cancelled.length > 0 && (
          <p>{t.accountDeletedVisits.replace('{visits}', visitsLine(state.deleted.cancelled, locale))}</p>
        )}
        {state.deleted.notCancelled.length > 0 && (
          <p role="alert">{t.accountDeletedKept.replace('{visits}', visitsLine(state.deleted.notCancelled, locale))}</p>
        )}
      </section>
    )

  if (state.kind === 'signed-out')
    return (
      <section className={styles.panel} ref={signedOutPanel} tabIndex={-1}>
        {state.after === 'ended' && <p role="alert">{t.accountErrorSignedOut}</p>}
        <AccountSignIn
          locale={locale}
          text={t.accountSignedOut}
          linkLabel={t.accountSignInLink}
          bookHref={bookHref}
          onSignedIn={(client) => setState({ kind: 'signed-in', client })}
        />
      </section>
    )

  const signOut = async () => {
    await call('POST', '/api/auth/sign-out')
    forgetSignIn()
    setState({ kind: 'signed-out', after: 'sign-out' })
  }

  return (
    <div className={styles.account}>
      <div className={styles.greeting}>
        <p>{t.accountHello.replace('{name}', state.client.firstName || state.client.phone)}</p>
        <button type="button" className={styles.secondary} onClick={signOut}>
          {t.accountSignOut}
        </button>
      </div>
      <AccountVisits t={t} locale={locale} salons={salons} bookHref={bookHref} onSignedOut={sessionEnded} />
      <AccountWaitlist locale={locale} onSignedOut={sessionEnded} />
      <AccountVouchers locale={locale} />
      <AccountFavourites locale={locale} t={t} stylists={stylists} />
      <AccountProfile
        t={t}
        client={state.client}
        onSaved={(client) => setState({ kind: 'signed-in', client })}
        onSignedOut={sessionEnded}
      />
      <AccountDelete
        t={t}
        locale={locale}
        client={state.client}
        onDeleted={(deleted) => {
          forgetSignIn()
          setState({ kind: 'deleted', deleted })
        }}
        onSignedOut={sessionEnded}
      />
    </div>
  )
}
