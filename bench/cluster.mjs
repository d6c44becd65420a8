/**
 * The production shape under load (decision 0028): the cluster `npm run cluster` starts (nginx from
 * deploy/ in front of two instances on PostgreSQL, the cache shared on Redis), then a service page
 * at 50 connections: through nginx; the same HTML as a static file from nginx, in the same run, with
 * the same worker settings; and from one instance alone. Used by bench/run.mjs; alone,
 * `node bench/cluster.mjs` prints its section.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { runNginx, startParlourCluster } from '../scripts/lib/cluster.mjs'
import { measureGet } from './lib/load.mjs'

const CONNECTIONS = 50
const SECONDS = 10
const SERVICE_PAGE = '/services/female/hair/colouring/air-touch/'

/** nginx serving one file for every address: the ceiling for the same bytes on this machine. */
function staticNginx({ dir, file, port }) {
  return runNginx({
    port,
    dir,
    http: [
      `server { listen 127.0.0.1:${port}; root ${path.dirname(file)}; default_type text/html;`,
      `  location / { try_files /${path.basename(file)} =404; } }`,
    ],
  })
}

/** Starts the cluster on `port` (and the two after it), measures, stops it. */
export async function benchCluster({ port, log = () => {} }) {
  const secret = process.env.PAYLOAD_SECRET || 'parlour-bench-secret-0123456789abcdef0123'
  const cluster = await startParlourCluster({ port, log, env: { PAYLOAD_SECRET: secret } })
  try {
    const proxyUrl = `http://127.0.0.1:${port}${SERVICE_PAGE}`
    const html = await (await fetch(proxyUrl)).text()
    const file = path.join(cluster.root, 'static', 'service.html')
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, html)
    const staticServer = await staticNginx({ dir: path.join(cluster.root, 'static'), file, port: port + 3 })
    try {
      const options = { connections: CONNECTIONS, seconds: SECONDS }
      const proxy = await measureGet(proxyUrl, options)
      const staticFile = await measureGet(`http://127.0.0.1:${port + 3}/`, options)
      const instance = await measureGet(`${cluster.instances[0].url}${SERVICE_PAGE}`, options)
      return { bytes: Buffer.byteLength(html), proxy, staticFile, instance }
    } finally {
      await staticServer.stop()
    }
  } finally {
    await cluster.stop()
  }
}

export function clusterSection(c) {
  const row = (name, l) =>
    `| ${name} | ${Math.round(l.rps)} | ${l.p50} ms | ${l.p99} ms | ${l.requests} | ${l.non2xx + l.errors} |`
  return [
    `## Several instances: a service page through nginx, ${CONNECTIONS} connections × ${SECONDS} s`,
    '',
    `\`npm run cluster\`'s shape (decision 0028): nginx with deploy/nginx/parlour.conf.template in front of two ` +
      `instances on PostgreSQL sharing their cache on Redis. The same page (\`${SERVICE_PAGE}\`, ` +
      `${(c.bytes / 1024).toFixed(1)} KB) through nginx, the same HTML as a static file from nginx in the same run, ` +
      `and from one instance alone (autocannon on loopback, the same 2 cores).`,
    '',
    '| Served by | Requests/s | p50 | p99 | Requests | Failures |',
    '|---|---|---|---|---|---|',
    row('nginx in front of two instances (the page cached for 1 s)', c.proxy),
    row('nginx, the same HTML as a static file', c.staticFile),
    row('one instance alone (Next behind server/serve.mjs)', c.instance),
    '',
    `Through the proxy: ${(c.proxy.rps / c.staticFile.rps).toFixed(2)}× the static file (goal ≥ 0.5×); ` +
      `${(c.proxy.rps / c.instance.rps).toFixed(1)}× one instance alone.`,
    '',
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.BENCH_CLUSTER_PORT || 3600)
  const result = await benchCluster({ port, log: (line) => line.startsWith('→') && console.log(line) })
  console.log(clusterSection(result).join('\n'))
}
