'use client'

import { useEffect, useState, type ReactNode } from 'react'

import { CheckoutForm, SaleView, tillCall, tillText, type SaleJson } from '@/features/till/ui'
import { fill } from '@/platform/i18n/text'

import styles from '../calendar.module.css'
import { Modal } from './modal'

/** The checkout of a visit, or a walk-in sale (`visitId` null), in the calendar's dialog. */
export function CheckoutDialog({
  language,
  title,
  visitId,
  salonId,
  onClose,
  onClosed,
}: {
  language: string
  title: string
  visitId: string | null
  salonId: string
  onClose: () => void
  onClosed: (sale: SaleJson) => void
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <CheckoutForm text={tillText(language)} visitId={visitId} salonId={salonId} onClosed={onClosed} />
    </Modal>
  )
}

/** A sale: just closed (`fresh`, with the change to give and codes sold), or opened from its visit. */
export function SaleDialog({
  language,
  saleId,
  fresh,
  onClose,
  onChanged,
  children,
}: {
  language: string
  saleId: string
  fresh: SaleJson | null
  onClose: () => void
  onChanged: () => void
  /** Offered with a sale just closed (booking the client again). */
  children?: ReactNode
}) {
  const text = tillText(language)
  const [loaded, setLoaded] = useState<{ sale: SaleJson; canVoid: boolean } | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  useEffect(() => {
    void tillCall<{ sale: SaleJson; canVoid: boolean }>('GET', `/api/staff/sales/${encodeURIComponent(saleId)}`).then(
      (a) => (a.ok ? setLoaded({ sale: fresh ?? a.sale, canVoid: a.canVoid }) : setFailure(a.message || text.offline)),
    )
  }, [saleId, fresh, text.offline])
  const number = loaded?.sale.number ?? fresh?.number ?? ''
  return (
    <Modal title={fill(text.sale, { number })} onClose={onClose}>
      {failure && <p className={styles.error}>{fill(text.failed, { message: failure })}</p>}
      {!failure && !loaded && <p className={styles.muted}>{text.loading}</p>}
      {loaded && (
        <SaleView
          text={text}
          sale={loaded.sale}
          canVoid={loaded.canVoid}
          fresh={Boolean(fresh)}
          onChanged={onChanged}
        />
      )}
      {children}
    </Modal>
  )
}
