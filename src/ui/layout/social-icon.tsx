import type { SocialNetwork } from '@/platform/format/social'

import { SpriteIcon } from './ui-icon'

/** Simple line icons drawn for this site (24 × 24, currentColor), from the sprite public/icons.svg. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <SpriteIcon id={network} />
}
