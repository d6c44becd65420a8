/**
 * The page-load bar's clock (site.md §4, §9): `start` shows it only after the 200 ms throttle, it
 * creeps over ~5 s, `finish` fills it and hides it 500 ms later (or never shows it when the page came
 * sooner), `fail` shows the failed state for a moment. Framework-free, so it is unit-tested with
 * fake timers; the NavigationEffects component renders what `onChange` reports.
 */
import { LAYOUT, progressAt } from './behaviour'

export interface ProgressState {
  phase: 'hidden' | 'loading' | 'done' | 'failed'
  /** 0–1. */
  value: number
}

export const HIDDEN: ProgressState = { phase: 'hidden', value: 0 }

/** How long a started load may take before the bar is given up (the page never changed). */
export const PROGRESS_GIVE_UP_MS = 20_000
/** How long the failed state stays. */
export const PROGRESS_FAILED_MS = 2500
const TICK_MS = 200

export interface ProgressBar {
  start(): void
  finish(): void
  fail(): void
  dispose(): void
}

export function createProgressBar(onChange: (state: ProgressState) => void): ProgressBar {
  let startedAt: number | null = null
  let shown = false
  let throttle: ReturnType<typeof setTimeout> | undefined
  let hide: ReturnType<typeof setTimeout> | undefined
  let giveUp: ReturnType<typeof setTimeout> | undefined
  let tick: ReturnType<typeof setInterval> | undefined

  const clear = () => {
    clearTimeout(throttle)
    clearTimeout(hide)
    clearTimeout(giveUp)
    clearInterval(tick)
  }
  const end = (phase: 'done' | 'failed') => {
    const wasShown = shown
    startedAt = null
    shown = false
    clear()
    if (!wasShown && phase === 'done') return
    onChange({ phase, value: 1 })
    hide = setTimeout(() => onChange(HIDDEN), phase === 'failed' ? PROGRESS_FAILED_MS : LAYOUT.progressHideDelayMs)
  }

  return {
    start() {
      if (startedAt != null) return
      clear()
      onChange(HIDDEN)
      const began = Date.now()
      startedAt = began
      const show = () => onChange({ phase: 'loading', value: progressAt(Date.now() - began) })
      throttle = setTimeout(() => {
        shown = true
        show()
        tick = setInterval(show, TICK_MS)
      }, LAYOUT.progressThrottleMs)
      giveUp = setTimeout(() => end('done'), PROGRESS_GIVE_UP_MS)
    },
    finish() {
      if (startedAt != null) end('done')
    },
    fail() {
      end('failed')
    },
    dispose() {
      startedAt = null
      shown = false
      clear()
    },
  }
}
