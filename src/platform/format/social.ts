/** The networks the footer draws an icon for, chosen from a link's label (or its address). */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'tiktok', 'linkedin', 'youtube'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

export function socialNetwork(label: string, url = ''): SocialNetwork | null {
  const text = `${label} ${url}`.toLowerCase()
  return SOCIAL_NETWORKS.find((n) => text.includes(n)) ?? null
}

/** "@parlour.chelsea" from "https://www.instagram.com/parlour.chelsea/"; null when the address names no account. */
export function socialHandle(url: string): string | null {
  try {
    const account = new URL(url).pathname.split('/').find(Boolean)
    return account ? `@${decodeURIComponent(account)}` : null
  } catch {
    return null
  }
}
