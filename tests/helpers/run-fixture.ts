/**
 * A tiny script run through scripts/lib/cli.ts `run`, as seed and prepare are (scripts/lib/cli.test.ts):
 *   finishes   its work settles
 *   stalls     its work waits on a promise nothing will settle, with nothing left running
 *   exits      something ends the process with 0 while its work is still waiting
 *   fails      its work throws
 */
import { run } from '../../scripts/lib/cli'

const mode = process.argv[2]
run('fixture', async () => {
  console.log('[fixture] started')
  if (mode === 'stalls') await new Promise(() => {})
  if (mode === 'exits') {
    setTimeout(() => process.exit(0), 10)
    await new Promise(() => {})
  }
  if (mode === 'fails') throw new Error('the work failed')
})
