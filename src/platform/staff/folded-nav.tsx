'use client'

import { useNav, usePreferences, useWindowInfo } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'
import { PREFERENCE_KEYS } from 'payload/shared'

/**
 * Folds the admin's side menu while a wide staff page (the calendar) is open, through Payload's
 * own menu state (`useNav`): the page gets the menu's width, the menu's button still opens it, and
 * nothing is saved as the staff member's preference. Leaving the page opens it again when it was
 * open before (and the staff member did not fold it meanwhile), so other admin pages keep their
 * usual menu. Renders nothing.
 */
export function FoldedNav() {
  const { navOpen, setNavOpen } = useNav()
  const { getPreference } = usePreferences()
  // Only where Payload keeps the menu open beside the page: wider than 1440 px, once measured
  // (narrower, it starts folded anyway).
  const wide = useWindowInfo().breakpoints.l === false
  const open = useRef(navOpen)
  useEffect(() => {
    open.current = navOpen
  }, [navOpen])
  useEffect(() => {
    if (!wide) return
    let folded = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let gone = false
    // On a wide screen Payload opens the menu by the saved preference once it has read it, asking in
    // the same commit as this (the one that found the screen wide): fold a task after that read
    // answers, so Payload's own answer to it has been applied first.
    void getPreference(PREFERENCE_KEYS.NAV).then(() => {
      if (gone) return
      timer = setTimeout(() => {
        if (!open.current) return
        folded = true
        setNavOpen(false)
      })
    })
    return () => {
      gone = true
      clearTimeout(timer)
      if (folded && !open.current) setNavOpen(true)
    }
  }, [wide, getPreference, setNavOpen])
  return null
}
