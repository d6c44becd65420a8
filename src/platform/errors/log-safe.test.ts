import { describe, expect, it } from 'vitest'

import { loggedError, redactMessage } from './log-safe'

describe('loggedError', () => {
  it('keeps the query and the stack frames but not the parameters, through the causes', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "ada@example.com"'), {
      code: '22P02',
      detail: 'Key (email)=(ada@example.com) already exists.',
    })
    const error = new Error(
      'Failed query: select "id" from "users" where "email" = $1\nparams: ada@example.com,+447700900123',
      {
        cause,
      },
    )
    const logged = loggedError(error)
    const text = JSON.stringify(logged)
    expect(text).toContain('select \\"id\\" from \\"users\\"')
    expect(text).toContain('22P02')
    expect(logged.stack).toMatch(/\n\s+at /)
    expect(text).not.toContain('ada@example.com')
    expect(text).not.toContain('+447700900123')
    expect(logged.cause?.message).toBe('invalid input syntax for type integer: …')
  })

  it('cuts parameters that span lines and leaves plain messages alone', () => {
    expect(redactMessage('Failed query: select 1\nparams: a\nb,c\ncaused by: x')).toBe(
      'Failed query: select 1\nparams: (not logged)\ncaused by: x',
    )
    expect(redactMessage('relation "users" does not exist')).toBe('relation "users" does not exist')
    expect(loggedError('plain').message).toBe('plain')
  })
})
