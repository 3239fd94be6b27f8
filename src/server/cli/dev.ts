// `npm run dev`: the API with reload on change (port 8080, with the mail outbox for this machine)
// and Vite's dev server, which proxies /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process'

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/cli/dev-server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '8080' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
for (const child of children)
  child.once('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
