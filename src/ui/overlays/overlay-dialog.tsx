'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode, RefObject } from 'react'

import styles from './overlay.module.css'

export interface OverlayDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The launcher (a button, or the Book link), which gets focus back on close (there is no Radix trigger to do it). */
  returnFocusTo: RefObject<HTMLElement | null>
  /** Accessible name of the close button. */
  closeLabel: string
  className?: string
  closeClassName?: string
  onMouseLeave?: () => void
  /** The dialog has no Dialog.Description (its title and fields say it all). */
  noDescription?: boolean
  children: ReactNode
}

/**
 * A modal Radix dialog (focus trap, Escape, click outside, focus return) with a close button drawn
 * at the top right but last in the focus order, so the first field gets focus when it opens.
 * `children` are mounted only while it is open: closing resets whatever state they hold.
 */
export function OverlayDialog({
  open,
  onOpenChange,
  returnFocusTo,
  closeLabel,
  className,
  closeClassName,
  onMouseLeave,
  noDescription,
  children,
}: OverlayDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content
          className={`${styles.content} ${className ?? ''}`}
          onMouseLeave={onMouseLeave}
          {...(noDescription ? { 'aria-describedby': undefined } : {})}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
        >
          {children}
          <Dialog.Close className={`${styles.close} ${closeClassName ?? ''}`}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{closeLabel}</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
