import type { ReactNode } from 'react'

import styles from '@/platform/staff/staff-view.module.css'

import { METHODS, type Method } from '../../domain/sale'

export interface MethodTableProps {
  caption: string
  /** The column headers. */
  words: { method: string; taken: string; refunded: string; net: string }
  names: Record<Method, string>
  rows: Record<Method, { taken: number; refunded: number; net: number }>
  /** Writes an amount of `rows` as money. */
  money: (amount: number) => string
  /** The footer's cells, after its row header. */
  footer: { label: string; cells: ReactNode }
  testId: string
}

/** Each payment method's taken, given back and net (the day's takings, the weekly report). */
export function MethodTable({ caption, words, names, rows, money, footer, testId }: MethodTableProps) {
  return (
    <table className={`${styles.table} ${styles.framed}`} data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{words.method}</th>
          <th scope="col">{words.taken}</th>
          <th scope="col">{words.refunded}</th>
          <th scope="col">{words.net}</th>
        </tr>
      </thead>
      <tbody>
        {METHODS.map((m) => (
          <tr key={m}>
            <th scope="row">{names[m]}</th>
            <td>{money(rows[m].taken)}</td>
            <td>{money(rows[m].refunded)}</td>
            <td>{money(rows[m].net)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{footer.label}</th>
          {footer.cells}
        </tr>
      </tfoot>
    </table>
  )
}
