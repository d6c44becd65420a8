import { describe, expect, it } from 'vitest'

import { excerpt, salonCategoryKey } from './text'

describe('salonCategoryKey', () => {
  it('lower-cases the name and turns spaces into underscores', () => {
    expect(salonCategoryKey('West London')).toBe('west_london')
    expect(salonCategoryKey('Central')).toBe('central')
  })
  it('trims and collapses runs of whitespace', () => {
    expect(salonCategoryKey('  North  Side ')).toBe('north_side')
    expect(salonCategoryKey('South\t\nBank')).toBe('south_bank')
  })
  it('lower-cases Cyrillic names too', () => {
    expect(salonCategoryKey('Західний Лондон')).toBe('західний_лондон')
  })
  it('is empty for a blank name', () => {
    expect(salonCategoryKey('')).toBe('')
    expect(salonCategoryKey('   ')).toBe('')
  })
})

describe('excerpt', () => {
  const text = 'Our stylists shape, colour and care for your hair with gentle products.'

  it('returns a text that fits unchanged', () => {
    expect(excerpt('Short text', 20)).toBe('Short text')
    expect(excerpt('Exactly ten', 11)).toBe('Exactly ten')
  })
  it('cuts at a word boundary and ends with an ellipsis', () => {
    expect(excerpt(text, 20)).toBe('Our stylists shape…')
    expect(excerpt(text, 30)).toBe('Our stylists shape, colour…')
  })
  it('never exceeds the limit, ellipsis included', () => {
    for (let max = 1; max <= text.length + 2; max++) {
      expect(Array.from(excerpt(text, max)).length).toBeLessThanOrEqual(max)
    }
  })
  it('keeps the last whole word when the cut falls just before a space', () => {
    // "Our stylists" is 12 characters; 13 leaves room for it and the ellipsis.
    expect(excerpt(text, 13)).toBe('Our stylists…')
  })
  it('drops punctuation left just before the ellipsis', () => {
    expect(excerpt(text, 21)).toBe('Our stylists shape…')
    expect(excerpt('Wash — cut — blow-dry included', 13)).toBe('Wash — cut…')
  })
  it('cuts a single over-long word mid-word', () => {
    expect(excerpt('Supercalifragilistic', 8)).toBe('Superca…')
  })
  it('collapses whitespace and line breaks', () => {
    expect(excerpt('  Hair\n\n and   nails  ', 50)).toBe('Hair and nails')
    expect(excerpt('Hair\n\nand nails', 10)).toBe('Hair and…')
  })
  it('works on Ukrainian text', () => {
    expect(excerpt('Фарбування волосся та догляд за ним', 20)).toBe('Фарбування волосся…')
  })
  it('never splits an emoji', () => {
    expect(excerpt('💅💅💅💅💅💅', 4)).toBe('💅💅💅…')
  })
  it('is empty for a missing text or a limit below one', () => {
    expect(excerpt(null, 10)).toBe('')
    expect(excerpt(undefined, 10)).toBe('')
    expect(excerpt('Some text', 0)).toBe('')
    expect(excerpt('Some text', -5)).toBe('')
    expect(excerpt('Some text', Number.NaN)).toBe('')
  })
  it('is a bare ellipsis when only one character is allowed', () => {
    expect(excerpt('Some text', 1)).toBe('…')
  })
})
