import { describe, expect, it } from 'vitest'

import { selectField } from './select-field'

describe('select fields from a value → label table', () => {
  it('lists the options in the order of the table, each with its label', () => {
    const field = selectField('status', { new: 'New', done: 'Called back', 'no-answer': 'No answer' })
    expect(field).toEqual({
      name: 'status',
      type: 'select',
      options: [
        { label: 'New', value: 'new' },
        { label: 'Called back', value: 'done' },
        { label: 'No answer', value: 'no-answer' },
      ],
    })
  })

  it("keeps the field's other settings as given", () => {
    const field = selectField(
      'positions',
      { day_start: 'Start of the day', day_end: 'End of the day' },
      { label: 'Gap positions', hasMany: true, defaultValue: ['day_start'], admin: { readOnly: true } },
    )
    expect(field).toMatchObject({
      name: 'positions',
      label: 'Gap positions',
      hasMany: true,
      defaultValue: ['day_start'],
      admin: { readOnly: true },
    })
  })

  it('takes as default only one of its values (a type error otherwise)', () => {
    // @ts-expect-error 'sent' is not among the values
    const field = selectField('status', { new: 'New', done: 'Done' }, { defaultValue: 'sent' })
    expect(field.defaultValue).toBe('sent')
  })
})
