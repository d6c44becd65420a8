import { useSyncExternalStore } from 'react'

/**
 * A mouse (a fine pointer that can hover) is the screen's main pointer. Dragging a visit (HTML drag
 * and drop) works with one, not with a finger on a tablet, so only then is it offered.
 */
const MOUSE = '(pointer: fine) and (hover: hover)'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOUSE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Whether visits can be dragged here (false on the server and on touch screens). */
export function useMousePointer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOUSE).matches,
    () => false,
  )
}
