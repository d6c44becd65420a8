import { describe, expect, it } from 'vitest'

import { balancePays, balancePaysText, balanceProblem, balanceUseLabel } from './balance'

describe('the balance in the widget', () => {
  it('pays as much as it holds, up to what is left after a voucher', () => {
    expect(balancePays(15, 60)).toBe(15)
    expect(balancePays(80, 60, 20)).toBe(40)
    expect(balancePays(10, 60, 60)).toBe(0)
    expect(balancePays(0.1 + 0.2, 60)).toBe(0.3)
  })

  it('says what it pays and what is left, in both languages', () => {
    expect(balanceUseLabel(12.5, 'en')).toBe('Pay from my balance with the salon (£12.50 available)')
    expect(balancePaysText(15, 45, 'en')).toBe('Your balance pays £15 of this visit. Left to pay: £45.')
    expect(balancePaysText(15, 45, 'uk')).toBe('Ваш баланс оплачує £15 цього візиту. Залишається сплатити: £45.')
  })

  it('tells the booking’s refusals about the balance apart from others', () => {
    expect(balanceProblem({ reason: 'balance_empty' }, 'en')).toBe('There is nothing on your balance to pay with.')
    expect(balanceProblem({ reason: 'balance_spent' }, 'uk')).toMatch(/^Баланс тим часом використали/)
    expect(balanceProblem({ reason: 'balance_not_online' }, 'en')).toMatch(/takes it at the desk/)
    expect(balanceProblem({ reason: 'slot_taken' }, 'en')).toBeNull()
  })
})
