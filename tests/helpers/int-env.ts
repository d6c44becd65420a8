/**
 * Runs before each integration test file: points the configuration at the database the global
 * setup seeded, so modules that read it see the test database.
 *
 * Every file runs in one process (vitest.config.ts: `isolate: false`), so Payload and the modules
 * load once per run. What a file changes of the process is put back here before the next one: the
 * environment as it was before the first file, the values derived from it (the parsed
 * configuration, the booking provider), and the helpers' number and address counters.
 */
import path from 'node:path'

import { inject } from 'vitest'

import { forgetConfiguration } from '@/platform/configuration-reset'

import { restartFreshCounters } from './booking'
import { INT_SECRET } from './int-global-setup'

const store = globalThis as typeof globalThis & { parlourEnvBeforeFiles?: NodeJS.ProcessEnv }
store.parlourEnvBeforeFiles ??= { ...process.env }
for (const key of Object.keys(process.env)) if (!(key in store.parlourEnvBeforeFiles)) delete process.env[key]
Object.assign(process.env, store.parlourEnvBeforeFiles)

process.env.DATABASE_URL = inject('databaseUrl')
process.env.MEDIA_DIR = inject('mediaDir')
process.env.PAYLOAD_SECRET = INT_SECRET
process.env.DEMO_CONTENT = 'on'
// Sign-in codes and booking texts land here (the outbox SMS provider); tests read them back.
process.env.SMS_OUTBOX_FILE = path.join(path.dirname(inject('mediaDir')), 'sms-outbox.jsonl')
// Staff emails (password resets) land here (the outbox email transport); tests read them back.
process.env.EMAIL_OUTBOX_FILE = path.join(path.dirname(inject('mediaDir')), 'email-outbox.jsonl')
// Tests run the job queue themselves (payload.jobs.run): no crons, even where Payload's REST handler
// asks for them (its getPayload passes cron: true), so no background write meets a test's transaction.
process.env.JOBS = 'off'

forgetConfiguration()
restartFreshCounters()
