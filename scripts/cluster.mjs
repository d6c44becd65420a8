/**
 * `npm run cluster`: the production shape on one machine, from installed packages and the files
 * in deploy/ (decision 0028): PostgreSQL with the demo content, Redis as the shared cache, two app
 * instances (the job queue on the first, JOBS=off on the second) and nginx in front on PORT
 * (default 3000). Ctrl-C stops them all. What is missing of PostgreSQL, nginx and Redis is installed
 * with apt when run as root; otherwise the command that installs it is named.
 */
import { ensureDemoSecret, ensureDependencies, main } from './lib/bootstrap.mjs'
import { startParlourCluster } from './lib/cluster.mjs'

const port = Number(process.env.PORT || 3000)
await main(async () => {
  ensureDependencies()
  ensureDemoSecret()
  const cluster = await startParlourCluster({ port })
  console.log(
    [
      '',
      `✓ Parlour cluster on ${cluster.url} (nginx)`,
      `  instance A ${cluster.instances[0].url} (job queue), instance B ${cluster.instances[1].url} (JOBS=off)`,
      `  PostgreSQL ${cluster.pg.url.replace(/:[^:@/]+@/, ':…@')}, Redis ${cluster.redis.url}`,
      `  the admin: ${cluster.url}/admin (demo@parlour.example / parlour-demo); Ctrl-C stops everything`,
      '',
    ].join('\n'),
  )
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      console.log('\n→ stopping nginx, the instances, Redis and PostgreSQL…')
      cluster.stop().then(() => process.exit(0))
    })
  }
  await new Promise(() => {})
})
