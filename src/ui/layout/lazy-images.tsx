'use client'

import { useEffect } from 'react'

import { LAZY_SELECTOR, lazyRootMargin, revealImage } from '@/ui/behaviours/lazy-images'

/**
 * Loads the pictures the server left waiting (see ui/behaviours/lazy-images.ts) when they come within
 * 300 px of the viewport: one IntersectionObserver for the whole page, and pictures added later
 * (a client navigation, a list that grows) are watched as they appear. Draws nothing.
 */
export function LazyImages() {
  useEffect(() => {
    const waiting = (root: ParentNode) => root.querySelectorAll<HTMLImageElement>(LAZY_SELECTOR)
    if (typeof IntersectionObserver === 'undefined') {
      waiting(document).forEach(revealImage)
      return
    }
    const near = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          near.unobserve(entry.target)
          revealImage(entry.target)
        }
      },
      { rootMargin: lazyRootMargin() },
    )
    const watch = (root: ParentNode) => waiting(root).forEach((img) => near.observe(img))
    watch(document)
    const added = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue
          if (node.matches(LAZY_SELECTOR)) near.observe(node)
          else watch(node)
        }
    })
    added.observe(document.body, { childList: true, subtree: true })
    return () => {
      added.disconnect()
      near.disconnect()
    }
  }, [])
  return null
}
