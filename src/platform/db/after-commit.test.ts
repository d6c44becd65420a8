import type { BaseDatabaseAdapter, DatabaseAdapterObj, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { afterCommit, withAfterCommit } from './after-commit'

/** An adapter whose commit can be made to fail, wrapped as the config wraps the real ones. */
function adapter({ commitFails = false } = {}) {
  const fake = {
    beginTransaction: async () => 'tx-1',
    commitTransaction: async () => {
      if (commitFails) throw new Error('commit failed')
    },
    rollbackTransaction: async () => {},
  } as unknown as BaseDatabaseAdapter
  const wrapped = withAfterCommit({ init: () => fake } as unknown as DatabaseAdapterObj)
  const db = wrapped.init({} as never) as BaseDatabaseAdapter
  const req = (transactionID?: string | Promise<string>) =>
    ({ payload: { db }, transactionID }) as unknown as PayloadRequest
  return { db, req }
}

describe('work after the commit', () => {
  it('waits for the commit of the request’s transaction, and runs once', async () => {
    const { db, req } = adapter()
    const ran: string[] = []
    await afterCommit(req('tx-1'), () => ran.push('first'))
    await afterCommit(req(Promise.resolve('tx-1')), () => ran.push('second'))
    expect(ran).toEqual([])
    await db.commitTransaction('tx-1')
    expect(ran).toEqual(['first', 'second'])
    await db.commitTransaction('tx-1')
    expect(ran).toHaveLength(2)
  })

  it('never runs for a transaction rolled back, nor for a commit that failed', async () => {
    const rolled = adapter()
    const ran: string[] = []
    await afterCommit(rolled.req('tx-1'), () => ran.push('rolled back'))
    await rolled.db.rollbackTransaction('tx-1')
    await rolled.db.commitTransaction('tx-1')
    const failing = adapter({ commitFails: true })
    await afterCommit(failing.req('tx-1'), () => ran.push('failed commit'))
    await expect(failing.db.commitTransaction('tx-1')).rejects.toThrow('commit failed')
    expect(ran).toEqual([])
  })

  it('runs at once for a write outside a transaction, and one failing callback does not stop the others', async () => {
    const { db, req } = adapter()
    const ran: string[] = []
    await afterCommit(req(), () => ran.push('no transaction'))
    expect(ran).toEqual(['no transaction'])
    const quiet = console.error
    console.error = () => {}
    try {
      await afterCommit(req('tx-1'), () => {
        throw new Error('broken')
      })
      await afterCommit(req('tx-1'), () => ran.push('after the broken one'))
      await db.commitTransaction('tx-1')
    } finally {
      console.error = quiet
    }
    expect(ran).toEqual(['no transaction', 'after the broken one'])
  })
})
