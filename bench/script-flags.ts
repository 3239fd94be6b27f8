// How an npm script starts its process (`NAME=value … tsx --flag … file`): the Node flags and the
// environment it sets, so a benchmark runs a process as `npm start` or `npm run cli` would, and
// again without them to compare in one run.
import { readFileSync } from 'node:fs'

export interface ScriptLaunch {
  flags: string[]
  env: Record<string, string>
}

export function scriptLaunch(script: 'start' | 'cli'): ScriptLaunch {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
  const words = scripts[script]!.split(/\s+/)
  const assignments = words.flatMap((word) => {
    const assignment = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word)
    return assignment ? [[assignment[1]!, assignment[2]!] as const] : []
  })
  return { flags: words.filter((word) => word.startsWith('--')), env: Object.fromEntries(assignments) }
}

/** What a benchmark prints for a launch: `NAME=value --flag`, or `no flags`. */
export const describeLaunch = (launch: ScriptLaunch) =>
  [...Object.entries(launch.env).map(([name, value]) => `${name}=${value}`), ...launch.flags].join(' ') || 'no flags'
