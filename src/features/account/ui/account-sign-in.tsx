'use client'

import Link from 'next/link'

import { PhoneSignIn } from '@/features/sign-in/client'
import type { Locale } from '@/platform/i18n/locales'

import type { AccountClient } from './account-api'

/**
 * The signed-out account: the shared phone sign-in (the same form as the booking widget's), and
 * a way to book without an account page detour.
 */
export function AccountSignIn(props: {
  locale: Locale
  text: string
  linkLabel: string
  bookHref: string
  onSignedIn: (client: AccountClient) => void
}) {
  return (
    <div data-slot="account-sign-in">
      <p>{props.text}</p>
      <PhoneSignIn
        locale={props.locale}
        onSignedIn={(client) =>
          props.onSignedIn({ ...client, lastName: client.lastName ?? '', email: client.email ?? '' })
        }
      />
      <p>
        <Link href={props.bookHref} prefetch={false}>
          {props.linkLabel}
        </Link>
      </p>
    </div>
  )
}
