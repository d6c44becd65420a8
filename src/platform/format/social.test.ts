import { describe, expect, it } from 'vitest'

import { socialHandle, socialNetwork } from './social'

describe('socialNetwork', () => {
  it('picks the network from the link text, whatever its case', () => {
    expect(socialNetwork('Instagram')).toBe('instagram')
    expect(socialNetwork('Our TikTok')).toBe('tiktok')
    expect(socialNetwork('LinkedIn')).toBe('linkedin')
  })
  it('falls back to the address, and to no icon for an unknown network', () => {
    expect(socialNetwork('Watch us', 'https://www.youtube.com/@parlour')).toBe('youtube')
    expect(socialNetwork('Blog', 'https://parlour.example/blog')).toBeNull()
  })
})

describe('socialHandle', () => {
  it('names the account of a profile address', () => {
    expect(socialHandle('https://www.instagram.com/parlour.chelsea/')).toBe('@parlour.chelsea')
    expect(socialHandle('https://instagram.com/parlour')).toBe('@parlour')
  })
  it('is null for an address with no account or no address at all', () => {
    expect(socialHandle('https://www.instagram.com/')).toBeNull()
    expect(socialHandle('not a url')).toBeNull()
  })
})
