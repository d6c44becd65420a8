/**
 * A plain static file server for the load comparison: `node static-server.mjs FILE PORT` answers
 * every GET with FILE read from disk, as a web server serves a prebuilt HTML file. Loopback only.
 */
import { createReadStream, statSync } from 'node:fs'
import http from 'node:http'

const [file, port] = process.argv.slice(2)
const { size } = statSync(file)
http
  .createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': size })
    createReadStream(file).pipe(res)
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'))
