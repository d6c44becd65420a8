'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { maybeSignedIn } from '@/features/booking/client'

import { FAVOURITE_SLOT } from './favourite-heart'

// The buttons and the account API load only for a signed-in client on a page with hearts.
const FavouriteButtons = dynamic(() => import('./favourite-buttons'), { ssr: false })

/**
 * The one island behind every favourite heart of a page (see favourite-heart.tsx): after each
 * route change it looks for the hearts' places, and when the sign-in marker says a session may
 * exist, draws the hearts into them.
 */
export function FavouriteHearts() {
  const pathname = usePathname()
  const [slots, setSlots] = useState<HTMLElement[]>([])
  useEffect(() => {
    // After the page's first frame: the hearts are never urgent.
    const frame = window.requestAnimationFrame(() => {
      const found = maybeSignedIn() ? [...document.querySelectorAll<HTMLElement>(`[${FAVOURITE_SLOT}]`)] : []
      setSlots((shown) => (shown.length === 0 && found.length === 0 ? shown : found))
    })
    return () => window.cancelAnimationFrame(frame)
  }, [pathname])
  return slots.length > 0 ? <FavouriteButtons slots={slots} /> : null
}
