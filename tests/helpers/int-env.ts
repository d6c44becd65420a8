/**
 * Runs before each integration test file is imported: points the configuration at the database
 * the global setup seeded, so modules that read it at import time see the test database.
 */
import path from 'node:path'

import { inject } from 'vitest'

import { INT_SECRET } from './int-global-setup'

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
