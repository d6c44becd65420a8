import type { SocialNetwork } from '@/platform/format/social'

/** Simple line icons drawn for this site (24 × 24, currentColor). */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  const common = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const
  switch (network) {
    case 'instagram':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
        </svg>
      )
    case 'facebook':
      return (
        <svg {...common} fill="currentColor">
          <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.5V4.4A20 20 0 0 0 14.4 4c-2.3 0-3.9 1.4-3.9 4v2.5H8v3h2.5V21z" />
        </svg>
      )
    case 'tiktok':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
          <path d="M14 3c.4 2.6 2.2 4.4 5 4.6" />
        </svg>
      )
    case 'linkedin':
      return (
        <svg {...common} fill="currentColor">
          <rect x="4" y="9" width="3.2" height="11" />
          <circle cx="5.6" cy="5.6" r="1.9" />
          <path d="M10 9h3v1.6c.6-1 1.8-1.9 3.6-1.9 3 0 3.4 2 3.4 4.5V20h-3.2v-6c0-1.4-.2-2.6-1.7-2.6s-1.9 1.1-1.9 2.5V20H10z" />
        </svg>
      )
    case 'youtube':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
          <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
        </svg>
      )
  }
}
