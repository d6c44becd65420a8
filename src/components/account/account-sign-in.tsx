import Link from 'next/link'

import type { AccountClient } from './account-api'

/**
 * SLOT for the sign-in form. The shared phone sign-in (`<PhoneSignIn locale onSignedIn />`,
 * src/components/auth/phone-sign-in.tsx) is being built separately; when it is merged it goes
 * here, handing `onSignedIn` the client. Until then: a short text and a link to the booking page,
 * which signs the visitor in.
 */
export function AccountSignIn(props: {
  text: string
  linkLabel: string
  bookHref: string
  onSignedIn: (client: AccountClient) => void
}) {
  return (
    <div data-slot="account-sign-in">
      <p>{props.text}</p>
      <Link href={props.bookHref} prefetch={false}>
        {props.linkLabel}
      </Link>
    </div>
  )
}
