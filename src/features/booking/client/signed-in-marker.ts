/**
 * The readable marker the sign-in answers set next to the HttpOnly session (docs/booking-api.md,
 * decision 0013). It only says "a session may exist": without it there is none to ask about, and
 * no 401 to log. Its own module, so the hearts on every stylist card load nothing more.
 */
export const SIGNED_IN_MARKER = 'parlour_signed_in'

export const maybeSignedIn = () => document.cookie.split(/;\s*/).includes(`${SIGNED_IN_MARKER}=1`)

/** Announced on the window when this page signs a client in or out (the header's account icon listens). */
export const SESSION_CHANGED = 'parlour:session'

export const announceSession = () => window.dispatchEvent(new Event(SESSION_CHANGED))
