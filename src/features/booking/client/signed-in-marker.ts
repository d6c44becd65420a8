/**
 * The readable marker the sign-in answers set next to the HttpOnly session (docs/booking-api.md,
 * decision 0013). It only says "a session may exist": without it there is none to ask about, and
 * no 401 to log. Its own module, so the hearts on every stylist card load nothing more.
 */
export const SIGNED_IN_MARKER = 'parlour_signed_in'

export const maybeSignedIn = () => document.cookie.split(/;\s*/).includes(`${SIGNED_IN_MARKER}=1`)
