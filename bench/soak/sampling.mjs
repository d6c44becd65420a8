/** What the soak measures of the server: resident memory from /proc, the V8 heap from the probe's file. */
import { existsSync, readFileSync } from 'node:fs'

import { mb, SAMPLE_SECONDS } from './settings.mjs'

/** VmRSS and VmHWM (peak) of a process, in bytes; null once it has gone. */
export function procMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024
    return { rss: kb('VmRSS'), peak: kb('VmHWM') }
  } catch {
    return null
  }
}

/** The probe's heap samples (bench/lib/memory-probe.mjs) taken since `t0`, each with its minute `t` into the run. */
export function readHeapProbe(probeFile, t0) {
  if (!existsSync(probeFile)) return []
  return readFileSync(probeFile, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
    .filter((h) => h.at >= t0)
    .map((h) => ({ ...h, t: (h.at - t0) / 60_000 }))
}

/**
 * Samples the server's memory now and every SAMPLE_SECONDS (with the requests answered so far),
 * logging every minute, and asks for a heap snapshot once each minute of `snapshotAt` is reached.
 * `stop()` takes a last sample (once) and returns them all.
 */
export function startSampling({ pid, t0, answered, snapshotAt = [], snapshot, log }) {
  const samples = []
  const due = [...snapshotAt]
  const sample = () => {
    const m = procMemory(pid)
    if (!m) return
    const elapsed = (Date.now() - t0) / 60_000
    samples.push({ t: elapsed, requests: answered(), ...m })
    while (due.length && elapsed >= due[0]) {
      due.shift()
      snapshot(elapsed)
    }
  }
  sample()
  let timer = setInterval(() => {
    sample()
    const last = samples.at(-1)
    if (last && samples.length % 12 === 0)
      log(`  soak ${last.t.toFixed(1)} min: RSS ${mb(last.rss).toFixed(0)} MB (peak ${mb(last.peak).toFixed(0)} MB)`)
  }, SAMPLE_SECONDS * 1000)
  return {
    stop() {
      if (timer) {
        sample()
        clearInterval(timer)
        timer = null
      }
      return samples
    },
  }
}
