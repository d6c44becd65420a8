'use client'

import { useState } from 'react'

import type { DataRightsText } from './text'

/** Erases the client after the admin types ERASE; shows the server's message when refused. */
export function EraseButton({ clientId, text }: { clientId: string; text: DataRightsText }) {
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  })
  async function erase() {
    const typed = window.prompt(text.confirm)
    if (typed === null) return
    setState({ kind: 'busy' })
    try {
      const response = await fetch(`/api/staff/clients/${clientId}/erase`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ confirm: typed.trim() }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) return setState({ kind: 'failed', message: body.message ?? String(response.status) })
      setState({ kind: 'done' })
      window.location.reload()
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error).message })
    }
  }
  return (
    <p>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        onClick={erase}
        disabled={state.kind === 'busy'}
      >
        {state.kind === 'busy' ? text.erasing : text.erase}
      </button>
      <span role="status">
        {state.kind === 'done' && text.erased}
        {state.kind === 'failed' && `${text.failed} ${state.message}`}
      </span>
    </p>
  )
}
