'use client'

import { useEffect, useState } from 'react'

import type { Locale } from '@/platform/i18n/locales'
import type { SearchIndex } from '../../search/search'

/** One request per locale and page session; a failed one is forgotten so "Try again" refetches. */
const requests = new Map<Locale, Promise<SearchIndex>>()

function fetchIndex(locale: Locale): Promise<SearchIndex> {
  let request = requests.get(locale)
  if (!request) {
    request = fetch(`/api/search-index?locale=${locale}`, { headers: { accept: 'application/json' } }).then(
      async (response) => {
        if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`)
        return (await response.json()) as SearchIndex
      },
    )
    request.catch(() => requests.delete(locale))
    requests.set(locale, request)
  }
  return request
}

export type LoadedIndex =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; index: SearchIndex }

/** The search index of `locale`, fetched when the first component asking for it mounts. */
export function useSearchIndex(locale: Locale): LoadedIndex {
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<{ attempt: number; index: SearchIndex | null } | null>(null)
  useEffect(() => {
    let live = true
    fetchIndex(locale).then(
      (index) => live && setResult({ attempt, index }),
      () => live && setResult({ attempt, index: null }),
    )
    return () => {
      live = false
    }
  }, [locale, attempt])
  if (!result || result.attempt !== attempt) return { status: 'loading' }
  if (!result.index) return { status: 'failed', retry: () => setAttempt((a) => a + 1) }
  return { status: 'ready', index: result.index }
}
