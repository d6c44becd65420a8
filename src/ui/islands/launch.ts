/**
 * Pure decisions of the island loader (./loader.ts), kept free of the DOM so they are unit-tested.
 */
import { isOverlayKind, type IslandKind, type OverlayKind } from './kinds'

/** What the build tells the loader (scripts/build-behaviours.mjs): the islands' module and styles. */
export interface IslandFiles {
  /** The address of the islands' module (./entry.tsx, built). */
  entry: string
  /** The style sheets each island needs before it is drawn (CSS modules, built apart from Next's). */
  css: Partial<Record<IslandKind, readonly string[]>>
}

/** A click as the loader sees it. */
export interface LaunchClick {
  button: number
  modifier: boolean
  defaultPrevented: boolean
  /** A link's `target` (a Book link meant for another tab opens there). */
  target?: string | null
}

/** A click event on a launcher as the loader sees it (`target`: the launcher's `target` attribute). */
export function launchClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
  target: string | null,
): LaunchClick {
  return {
    button: event.button,
    modifier: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
    defaultPrevented: event.defaultPrevented,
    target,
  }
}

/** Whether a click on a launcher opens its island here: a plain left click nobody handled yet. */
export function opensHere(click: LaunchClick): boolean {
  if (click.defaultPrevented || click.button !== 0 || click.modifier) return false
  return !click.target || click.target === '_self'
}

/** The island a `data-island` value names, when it is a dialog the loader opens. */
export function overlayKindOf(value: string | null | undefined): OverlayKind | null {
  return isOverlayKind(value) ? value : null
}

/** The booking page's address a GET booking form would open: its action with its fields as the query. */
export function formTarget(action: string, fields: Iterable<[string, unknown]>): string {
  const url = new URL(action)
  for (const [name, value] of fields) if (typeof value === 'string') url.searchParams.append(name, value)
  return url.href
}

/** The style sheets of `kind` that are not on the page yet. */
export function missingStyles(files: IslandFiles, kind: IslandKind, present: ReadonlySet<string>): string[] {
  return (files.css[kind] ?? []).filter((href) => !present.has(href))
}
