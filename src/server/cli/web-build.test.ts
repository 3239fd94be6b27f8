import { mkdir, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { webBuildOutdated } from './web-build.ts'
import { removeTempDirs, tempDir } from '../../../tests/integration/temp-dirs.ts'

afterAll(removeTempDirs)

async function project(): Promise<string> {
  const root = await tempDir('registry-web-build-')
  await mkdir(join(root, 'src/web/features/map'), { recursive: true })
  await writeFile(join(root, 'index.html'), '<!doctype html>')
  await writeFile(join(root, 'src/web/features/map/map.tsx'), 'export {}')
  return root
}

const at = (root: string, path: string, seconds: number) => utimes(join(root, path), seconds, seconds)

describe('npm start builds the web app', () => {
  it('on the first start, when there is no build', async () => {
    expect(await webBuildOutdated(await project())).toBe('Building the web app (first start)…')
  })

  it('again when a source file deep in the web app changed after the build, and not otherwise', async () => {
    const root = await project()
    await mkdir(join(root, 'dist'))
    await writeFile(join(root, 'dist/index.html'), 'built')
    await at(root, 'index.html', 1_000)
    await at(root, 'src/web/features/map/map.tsx', 1_000)
    await at(root, 'dist/index.html', 2_000)
    expect(await webBuildOutdated(root)).toBeNull()
    await at(root, 'src/web/features/map/map.tsx', 3_000)
    expect(await webBuildOutdated(root)).toBe('Building the web app again: src/web changed since the last build…')
  })
})
