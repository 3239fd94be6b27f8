// `npm run cli -- import-yor FILE`: imports the registry's public integration export (plain or
// gzipped JSON, legacy or v1 shape, read as a stream) into the configured database, printing
// progress per batch and a summary of what was created, updated and rejected.
import type { Command } from '../command.ts'
import { UsageError, parseArgs, withDatabase } from '../command.ts'
import { ExportReadError, ExportStream } from '../../import/yor/read-export.ts'
import { importYor } from '../../import/yor/import-yor.service.ts'
import { formatImportSummary } from '../../import/yor/import-summary.ts'

export const importYorCommand: Command = {
  name: 'import-yor',
  usage: 'import-yor FILE [--batch-size N] [--as-of DATE]',
  summary: 'Import the public registry export (JSON or .json.gz, legacy or v1 shape); re-running updates',
  async run(args, config) {
    const { options, positional } = parseArgs(args, ['batch-size', 'as-of'])
    const [file, ...extra] = positional
    if (!file || extra.length > 0) throw new UsageError('import-yor takes one FILE')
    const batchSize = options['batch-size'] === undefined ? undefined : Number(options['batch-size'])
    if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) throw new UsageError('--batch-size must be a whole number above 0')
    const asOf = options['as-of'] === undefined ? undefined : new Date(options['as-of'])
    if (asOf && Number.isNaN(asOf.getTime())) throw new UsageError('--as-of must be a date such as 2026-06-08')

    const exported = new ExportStream(file)
    await withDatabase(config, async (handle) => {
      let summary
      try {
        summary = await importYor(handle.db, exported, {
          source: file,
          ...(batchSize ? { batchSize } : {}),
          ...(asOf ? { asOf } : {}),
          onProgress: ({ done, total }) => console.log(`imported ${done}/${total}`),
        })
      } catch (error) {
        if (error instanceof ExportReadError) throw new UsageError(error.message)
        throw error
      }
      const declared = exported.declaredCount !== null && exported.declaredCount !== summary.records ? ` (the export declares ${exported.declaredCount})` : ''
      console.log(`Read ${summary.records} records from ${file}${exported.compressed ? ' (gzip)' : ''}${declared}.`)
      for (const line of formatImportSummary(summary)) console.log(line)
    })
  },
}
