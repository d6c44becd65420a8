'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useDeferredValue, useId, useRef, useState, type ReactNode } from 'react'

import type { Locale } from '@/platform/i18n/locales'
import { fill, messages, type Messages } from '@/platform/i18n/messages'
import {
  resultCount,
  searchIndex,
  searchView,
  type GroupView,
  type SearchArticle,
  type SearchGroup,
  type SearchIndex,
  type SearchStylist,
} from '../../search/search'

import { OverlayDialog, type OverlayDialogProps } from '@/ui/overlays/overlay-dialog'

import { useSearchIndex } from './use-search-index'
import styles from './search.module.css'

type Props = Pick<OverlayDialogProps, 'open' | 'onOpenChange' | 'returnFocusTo'> & { locale: Locale }

/** Desktop only: a mouse that leaves the panel closes it (spec §4); touch screens have no hover. */
function closesOnMouseLeave(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(hover: hover) and (pointer: fine)').matches
}

/** The search dialog: a modal panel at the top of the page. */
export function SearchOverlay({ locale, ...dialog }: Props) {
  const t = messages(locale)
  return (
    <OverlayDialog
      {...dialog}
      closeLabel={t.searchClose}
      className={styles.panel}
      closeClassName={styles.close}
      onMouseLeave={() => {
        if (closesOnMouseLeave()) dialog.onOpenChange(false)
      }}
      noDescription
    >
      <Dialog.Title className="visually-hidden">{t.searchTitle}</Dialog.Title>
      <SearchPanel locale={locale} t={t} onNavigate={() => dialog.onOpenChange(false)} />
    </OverlayDialog>
  )
}

/** Everything inside the dialog. Mounted only while it is open, so closing resets it. */
function SearchPanel({ locale, t, onNavigate }: { locale: Locale; t: Messages; onNavigate: () => void }) {
  const [query, setQuery] = useState('')
  const [full, setFull] = useState<SearchGroup | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const loaded = useSearchIndex(locale)
  const deferredQuery = useDeferredValue(query)

  const typed = deferredQuery.trim() !== ''
  return (
    <div className={styles.body}>
      <label htmlFor={inputId} className="visually-hidden">
        {t.searchLabel}
      </label>
      <input
        ref={input}
        id={inputId}
        className={styles.input}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t.searchPlaceholder}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setFull(null)
        }}
      />
      {loaded.status === 'loading' && <p className={styles.note}>{t.searchLoading}</p>}
      {loaded.status === 'failed' && (
        <p className={styles.note} role="alert">
          {t.searchFailed}{' '}
          <button type="button" className={styles.textButton} onClick={loaded.retry}>
            {t.searchRetry}
          </button>
        </p>
      )}
      {loaded.status === 'ready' &&
        (typed ? (
          <Results
            index={loaded.index}
            query={deferredQuery}
            full={full}
            setFull={setFull}
            t={t}
            onNavigate={onNavigate}
          />
        ) : (
          <Suggestions
            index={loaded.index}
            t={t}
            onPick={(text) => {
              setQuery(text)
              input.current?.focus()
            }}
          />
        ))}
    </div>
  )
}

function Suggestions({ index, t, onPick }: { index: SearchIndex; t: Messages; onPick: (text: string) => void }) {
  if (index.suggestions.length === 0) return null
  return (
    <section className={styles.suggestions} aria-labelledby="search-popular">
      <h2 id="search-popular" className={styles.heading}>
        {t.searchPopular}
      </h2>
      <ul>
        {index.suggestions.map((s) => (
          <li key={s.label}>
            <button type="button" className={styles.chip} onClick={() => onPick(s.query)}>
              {s.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

interface ResultsProps {
  index: SearchIndex
  query: string
  full: SearchGroup | null
  setFull: (group: SearchGroup | null) => void
  t: Messages
  onNavigate: () => void
}

function Results({ index, query, full, setFull, t, onNavigate }: ResultsProps) {
  const results = searchIndex(index, query)
  const count = resultCount(results)
  if (count === 0) {
    return (
      <p className={styles.nothing} role="status">
        {fill(t.searchNothing, { query: query.trim() })}
      </p>
    )
  }
  const view = searchView(results, full)
  const group = <T,>(g: GroupView<T>, title: string, list: (items: T[]) => ReactNode) =>
    g.items.length > 0 && (
      <section className={styles.group} aria-labelledby={`search-group-${g.group}`}>
        <div className={styles.groupHead}>
          <h2 id={`search-group-${g.group}`} className={styles.heading}>
            {title} <span className={styles.total}>({g.total})</span>
          </h2>
          {g.hasMore && (
            <button type="button" className={styles.textButton} onClick={() => setFull(g.group)}>
              {fill(t.searchViewAll, { count: String(g.total) })}
            </button>
          )}
        </div>
        {list(g.items)}
      </section>
    )
  return (
    <div className={styles.results}>
      <p className="visually-hidden" role="status">
        {fill(t.searchCount, { count: String(count) })}
      </p>
      {full && (
        <button type="button" className={styles.textButton} onClick={() => setFull(null)}>
          <span aria-hidden="true">← </span>
          {t.searchBack}
        </button>
      )}
      {group(view.categories, t.searchCategories, (items) => (
        <TextList items={items.map((c) => ({ ...c, title: c.name, meta: c.parent }))} onNavigate={onNavigate} />
      ))}
      {group(view.services, t.searchServices, (items) => (
        <TextList items={items.map((s) => ({ ...s, meta: s.price }))} onNavigate={onNavigate} />
      ))}
      {group(view.articles, t.searchArticles, (items) => (
        <ArticleList items={items} onNavigate={onNavigate} />
      ))}
      {group(view.stylists, t.searchStylists, (items) => (
        <StylistList items={items} onNavigate={onNavigate} />
      ))}
    </div>
  )
}

/**
 * A result's picture: the media's own small `thumbnail` file (the search API's `thumb`), drawn as a
 * plain `<img>`, so the overlay needs nothing of Next's and runs as an island (src/ui/islands).
 */
function Thumb({ src }: { src: string | null }) {
  if (!src) return <span className={styles.thumb} aria-hidden="true" />
  // eslint-disable-next-line @next/next/no-img-element
  return <img className={styles.thumb} src={src} alt="" width={56} height={56} loading="lazy" decoding="async" />
}

/** Categories (name, and the one it is in) and services (title, price): a line of text each. */
function TextList({
  items,
  onNavigate,
}: {
  items: { id: string; path: string; title: string; meta: string | null }[]
  onNavigate: () => void
}) {
  return (
    <ul className={`${styles.scrollArea} ${styles.services}`}>
      {items.map((item) => (
        <li key={item.id}>
          <a className={styles.item} href={item.path} onClick={onNavigate}>
            <span className={styles.itemTitle}>{item.title}</span>
            {item.meta && <span className={styles.itemMeta}>{item.meta}</span>}
          </a>
        </li>
      ))}
    </ul>
  )
}

function ArticleList({ items, onNavigate }: { items: SearchArticle[]; onNavigate: () => void }) {
  return (
    <ul className={`${styles.scrollArea} ${styles.articles}`}>
      {items.map((a) => (
        <li key={a.id}>
          <a className={`${styles.item} ${styles.withThumb}`} href={a.path} onClick={onNavigate}>
            <Thumb src={a.thumb} />
            <span className={styles.itemTitle}>
              {a.lines.map((line, i) => (
                <span key={i} className={styles.line}>
                  {line}
                </span>
              ))}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

function StylistList({ items, onNavigate }: { items: SearchStylist[]; onNavigate: () => void }) {
  return (
    <ul className={styles.stylists}>
      {items.map((s) => (
        <li key={s.id}>
          <a className={`${styles.item} ${styles.withThumb}`} href={s.path} onClick={onNavigate}>
            <Thumb src={s.thumb} />
            <span>
              <span className={styles.itemTitle}>{s.name}</span>
              {s.position && <span className={styles.itemMeta}>{s.position}</span>}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
