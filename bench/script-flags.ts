// The Node flags an npm script starts its process with (`tsx --flag … file`), so a benchmark runs
// a process as `npm start` or `npm run cli` would, and again without them to compare in one run.
import { readFileSync } from 'node:fs'

export function scriptNodeFlags(script: 'start' | 'cli'): string[] {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
  return scripts[script]!.split(/\s+/).filter((word) => word.startsWith('--'))
}
