'use client'

import { useEffect, useId, useRef, type ReactNode } from 'react'

import styles from '../calendar.module.css'

/** A modal dialog (the browser's own: focus kept inside, Escape closes, focus returns after). */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={id} onClose={onClose}>
      <header className={styles.dialogHead}>
        <h2 id={id}>{title}</h2>
        <button type="button" className={styles.closeButton} onClick={() => ref.current?.close()}>
          ×<span className={styles.srOnly}> close</span>
        </button>
      </header>
      {children}
    </dialog>
  )
}
