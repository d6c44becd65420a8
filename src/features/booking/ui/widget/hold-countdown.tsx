'use client'

import { useEffect, useRef, useState } from 'react'

import type { Hold } from '../../client/api-client'
import { formatCountdown, remainingMs, visitLabel } from '../../client/slots'
import type { Locale } from '@/platform/i18n/locales'
import { bookingMessages } from '@/platform/i18n/booking-messages'
import { fill } from '@/platform/i18n/messages'

import styles from './widget.module.css'

/**
 * The held time and the minutes left (mm:ss, from the hold's `heldUntil`). A timer role is not
 * announced every second; `onExpire` runs once when it reaches zero.
 */
export function HoldCountdown({ hold, locale, onExpire }: { hold: Hold; locale: Locale; onExpire: () => void }) {
  const t = bookingMessages(locale)
  const [now, setNow] = useState(() => Date.now())
  const expired = useRef(false)
  const left = remainingMs(hold.heldUntil, now)

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])

  useEffect(() => {
    if (left > 0 || expired.current) return
    expired.current = true
    onExpire()
  }, [left, onExpire])

  return (
    <div className={styles.hold}>
      <p>{fill(t.bookHeld, { time: visitLabel(hold.start, locale) })}</p>
      <p role="timer" className={styles.countdown} data-testid="hold-countdown">
        {fill(t.bookTimeLeft, { countdown: formatCountdown(left) })}
      </p>
    </div>
  )
}
