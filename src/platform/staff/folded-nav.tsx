'use client'

import { useNav, usePreferences } from '@payloadcms/ui'
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
  const open = useRef(navOpen)
  useEffect(() => {
    open.current = navOpen
  }, [navOpen])
  useEffect(() => {
    let folded = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let gone = false
    // Payload opens the menu by the saved preference once it has read it (wide screens): fold after
    // that — a task after the same read, so Payload's own answer to it has been applied first.
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
  }, [getPreference, setNavOpen])
  return null
}
