'use client'

import { useRef, useState, type ButtonHTMLAttributes, type RefObject } from 'react'

/**
 * State of a button that opens a lazily loaded dialog: `load` fetches the dialog's code (called
 * on hover and focus, so it is usually there by the click); `used` turns true on the first click,
 * from when the dialog is mounted; `button` is where focus returns on close.
 */
export function useOverlayLauncher(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const buttonProps: ButtonHTMLAttributes<HTMLButtonElement> & { ref: RefObject<HTMLButtonElement | null> } = {
    ref: button,
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => {
      setUsed(true)
      setOpen(true)
    },
  }
  return { open, setOpen, used, button, buttonProps }
}
