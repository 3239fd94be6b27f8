// `npm run cli -- import-layer KIND FILE`: a reference layer for the location look-ups, from
// GeoJSON or a zipped shapefile in any projection its .prj names.
import type { Command } from '../command.ts'
import { UsageError, parseArgs, withDatabase } from '../command.ts'
import { LAYER_KINDS } from '../../../shared/geo/lookup.ts'
import type { LayerKind } from '../../../shared/geo/lookup.ts'
import { LayerImportError, importLayer } from '../../geo/import-layer.ts'

export const importLayerCommand: Command = {
  name: 'import-layer',
  usage: `import-layer KIND FILE [--names MAP.csv] [--name-field FIELD]`,
  summary: `Replace a reference layer (${LAYER_KINDS.join(', ')}) from GeoJSON or a zipped shapefile; all or nothing`,
  async run(args, config) {
    const { options, positional } = parseArgs(args, ['names', 'name-field'])
    const [kind, file, ...extra] = positional
    if (!kind || !file || extra.length > 0) throw new UsageError('import-layer takes a KIND and a FILE')
    if (!(LAYER_KINDS as readonly string[]).includes(kind)) throw new UsageError(`KIND must be one of ${LAYER_KINDS.join(', ')}`)
    await withDatabase(config, async (handle) => {
      try {
        const report = await importLayer(handle.db, kind as LayerKind, file, { namesFile: options.names, nameField: options['name-field'] })
        console.log(`Read ${report.read} features from ${file}; imported ${report.imported} as the ${kind} layer.`)
        for (const line of report.skipped) console.log(`skipped ${line}`)
        if (report.replaced)
          console.log(
            `Replaced the ${report.replaced.isDemo ? 'demo layer' : `layer from ${report.replaced.source}`} (${report.replaced.featureCount} features).`,
          )
      } catch (error) {
        if (error instanceof LayerImportError) {
          throw new UsageError(
            `Nothing was imported: ${error.problems.length} problem${error.problems.length === 1 ? '' : 's'} in ${file}:\n${error.problems.map((p) => `  ${p}`).join('\n')}`,
          )
        }
        throw error
      }
    })
  },
}
