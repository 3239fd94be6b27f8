// The load generator of the throughput benchmarks, in a process of its own so that it does not
// take the server's thread: told a URL and paths, it runs autocannon over them and answers with
// requests per second and the latency's median and 99th percentile.
import autocannon from 'autocannon'

export interface LoadRun {
  url: string
  paths: string[]
  seconds: number
  connections: number
}
export type LoadAnswer = { requestsPerSecond: number; requests: number; non2xx: number; p50: number; p99: number } | { error: string }

process.on('message', (message) => {
  const run = message as LoadRun
  autocannon(
    { url: run.url, connections: run.connections, duration: run.seconds, requests: run.paths.map((path) => ({ method: 'GET', path })) },
    (error, result) => {
      const answer: LoadAnswer = error
        ? { error: String(error) }
        : {
            requestsPerSecond: result.requests.average,
            requests: result.requests.total,
            non2xx: result.non2xx,
            p50: result.latency.p50,
            p99: result.latency.p99,
          }
      process.send!(answer)
    },
  )
})
