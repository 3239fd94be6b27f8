// Folders a test makes in the system's temporary folder, each removed when its test file ends
// (setup.ts for API files; a unit file registers afterAll(removeTempDirs) itself), so that a run
// leaves /tmp as it found it: a server's DATA_DIR, a file to upload.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const made: string[] = []

/** A new empty folder in the temporary folder, named from prefix; gone once the test file ends. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix))
  made.push(dir)
  return dir
}

/** Removes the folders tempDir made; in an API file, after the file's own afterAll, which stop the servers using them. */
export async function removeTempDirs(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 3 })))
}
