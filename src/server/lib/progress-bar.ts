// A progress line for long command-line runs: a bar, the count, the rate and the time left.
const WIDTH = 24

export function progressBar(done: number, total: number, elapsedMs: number): string {
  const share = total > 0 ? Math.min(1, done / total) : 1
  const filled = Math.round(share * WIDTH)
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0
  const left = rate > 0 && total > done ? ` ~${duration((total - done) / rate)} left` : ''
  return `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${done.toLocaleString('en')}/${total.toLocaleString('en')} ${rate.toFixed(1)}/s${left}`
}

function duration(seconds: number): string {
  if (seconds < 60) return `${Math.ceil(seconds)}s`
  if (seconds < 3600) return `${Math.ceil(seconds / 60)}m`
  return `${(seconds / 3600).toFixed(1)}h`
}
