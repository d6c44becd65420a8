'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

import { maybeSignedIn, SESSION_CHANGED } from '@/features/booking/client'
import { type HeaderState, nextHeaderState } from '@/ui/behaviours/behaviour'

/**
 * The header's box: pinned to the top, it gets its shadow once the page is scrolled past 15 px,
 * slides out of view while scrolling down and back on the first scroll up (transform only, so
 * nothing below moves). It stays in view while focus is inside it. `data-signed-in` says whether a
 * client is signed in here (the readable marker next to the session), read again when the page is
 * shown or focused (a sign-in or out in another tab) and when this page signs in or out: the
 * account icon is filled then (spec §6).
 */
export function HeaderFrame({ className, children }: { className?: string; children: ReactNode }) {
  const [state, setState] = useState<HeaderState>({ scrolled: false, hidden: false })
  const [signedIn, setSignedIn] = useState(false)
  const current = useRef<{ y: number; state: HeaderState }>({ y: 0, state })

  useEffect(() => {
    let frame = 0
    current.current.y = window.scrollY
    const update = () => {
      frame = 0
      const y = Math.max(0, window.scrollY)
      const before = current.current
      const next = nextHeaderState(before.state, before.y, y)
      current.current = { y, state: next }
      if (next.scrolled !== before.state.scrolled || next.hidden !== before.state.hidden) setState(next)
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [])

  useEffect(() => {
    const check = () => setSignedIn(maybeSignedIn())
    check()
    const events = ['focus', 'pageshow', SESSION_CHANGED]
    for (const e of events) window.addEventListener(e, check)
    return () => {
      for (const e of events) window.removeEventListener(e, check)
    }
  }, [])

  return (
    <header className={className} data-scrolled={state.scrolled} data-hidden={state.hidden} data-signed-in={signedIn}>
      {children}
    </header>
  )
}
