import { describe, expect, it } from 'vitest'

import { parseManualMap } from '../domain/fields'
import { headerRow, mapText } from './header-row'

describe('the mapping form', () => {
  it('reads the header row of a file as CSV, whatever its delimiter', () => {
    expect(headerRow('\uFEFFFull Name,Mobile,"E-mail, work"\r\nAda,1,2\n')).toEqual([
      'Full Name',
      'Mobile',
      'E-mail, work',
    ])
    expect(headerRow('Ім’я;Телефон;Пошта\nОля;1;2')).toEqual(['Ім’я', 'Телефон', 'Пошта'])
    expect(headerRow('Name\tPhone\n')).toEqual(['Name', 'Phone'])
    expect(headerRow('"Say ""hi""",B')).toEqual(['Say "hi"', 'B'])
  })

  it('writes the chosen columns as the map the server reads', () => {
    const text = mapText({ name: 'Full Name', phone: 'Mobile', email: '' })
    expect(text).toBe('name=Full Name,phone=Mobile')
    expect(parseManualMap(text)).toEqual({ ok: true, map: { name: 'Full Name', phone: 'Mobile' } })
    expect(mapText({ name: '' })).toBe('')
  })
})
