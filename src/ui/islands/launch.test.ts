import { describe, expect, it } from 'vitest'

import { formTarget, launchClick, missingStyles, opensHere, overlayKindOf } from './launch'

const click = { button: 0, modifier: false, defaultPrevented: false }

describe('the island loader', () => {
  it('opens on a plain left click that nothing handled, in this window', () => {
    expect(opensHere(click)).toBe(true)
    expect(opensHere({ ...click, target: '_self' })).toBe(true)
    expect(opensHere({ ...click, button: 1 })).toBe(false)
    expect(opensHere({ ...click, modifier: true })).toBe(false)
    expect(opensHere({ ...click, defaultPrevented: true })).toBe(false)
    expect(opensHere({ ...click, target: '_blank' })).toBe(false)
  })

  it('reads a click event: any modifier key counts, the target comes from the launcher', () => {
    const event = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }
    expect(launchClick(event, null)).toEqual({ ...click, target: null })
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(opensHere(launchClick({ ...event, [key]: true }, null)), key).toBe(false)
    expect(opensHere(launchClick({ ...event, button: 1 }, null))).toBe(false)
    expect(opensHere(launchClick(event, '_blank'))).toBe(false)
  })

  it('knows the dialogs a server button may name, and nothing else', () => {
    expect(['search', 'callback', 'menu', 'booking'].map(overlayKindOf)).toEqual([
      'search',
      'callback',
      'menu',
      'booking',
    ])
    expect([null, '', 'hearts', 'map', 'Search'].map(overlayKindOf)).toEqual([null, null, null, null, null])
  })

  it("reads a booking form as the booking page's address it would open", () => {
    const fields: [string, unknown][] = [
      ['salon', 'chelsea'],
      ['service', 'air-touch'],
      ['option', '2'],
      ['file', { name: 'not text' }],
    ]
    expect(formTarget('https://parlour.test/ua/book/', fields)).toBe(
      'https://parlour.test/ua/book/?salon=chelsea&service=air-touch&option=2',
    )
  })

  it("adds only the island's style sheets the page does not have yet", () => {
    const files = { entry: '/_parlour/islands-A.js', css: { search: ['/s.css', '/shared.css'], hearts: [] } }
    expect(missingStyles(files, 'search', new Set(['/shared.css']))).toEqual(['/s.css'])
    expect(missingStyles(files, 'hearts', new Set())).toEqual([])
    expect(missingStyles(files, 'menu', new Set())).toEqual([])
  })
})
