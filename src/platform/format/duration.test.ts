import { describe, expect, it } from 'vitest'

import { durationInHours, formatDuration } from './duration'

describe('formatDuration', () => {
  it('shows minutes under an hour', () => {
    expect(formatDuration(45)).toBe('45 min')
  })
  it('shows whole hours and the remaining minutes', () => {
    expect(formatDuration(60)).toBe('1 h')
    expect(formatDuration(90)).toBe('1 h 30 min')
    expect(formatDuration(240)).toBe('4 h')
  })
  it('speaks Ukrainian', () => {
    expect(formatDuration(75, 'uk')).toBe('1 год 15 хв')
  })
  it('is empty for a missing or nonsensical duration', () => {
    expect(formatDuration(null)).toBe('')
    expect(formatDuration(0)).toBe('')
    expect(formatDuration(-5)).toBe('')
  })
})

describe('durationInHours', () => {
  it('divides by sixty', () => {
    expect(durationInHours(90)).toBe(1.5)
    expect(durationInHours(20)).toBe(0.33)
  })
})
