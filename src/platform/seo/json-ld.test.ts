import { describe, expect, it } from 'vitest'

import { jsonLdText } from './json-ld'

describe('jsonLdText', () => {
  it('cannot close the script element it is written into', () => {
    const out = jsonLdText({ name: '</script><script>alert(1)</script>' })
    expect(out).not.toContain('</script>')
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
