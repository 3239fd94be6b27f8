// `import-layer`: one reference layer from a file into the database, all or nothing. Every problem
// in the file is reported at once and nothing is written; otherwise the layer replaces the one of
// its kind (a demo layer or an earlier import).
import { readFile } from 'node:fs/promises'
import type { Database } from '../db/client.ts'
import type { LayerKind } from '../../shared/geo/lookup.ts'
import { layersService } from '../modules/geo/layers.service.ts'
import type { NameMap } from './layer-features.ts'
import { layerFeatures, parseNameMap } from './layer-features.ts'
import { LayerFileError, readLayerFile } from './layer-file.ts'

export class LayerImportError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'))
  }
}

export interface LayerImportOptions {
  nameField?: string | undefined
  /** A name map file (CSV of "layer name,registry name"). */
  namesFile?: string | undefined
  now?: Date
}

export interface LayerImportReport {
  kind: LayerKind
  source: string
  read: number
  imported: number
  skipped: string[]
  replaced: { isDemo: boolean; source: string; featureCount: number } | undefined
}

export async function importLayer(db: Database, kind: LayerKind, path: string, options: LayerImportOptions = {}): Promise<LayerImportReport> {
  let names: NameMap | undefined
  if (options.namesFile) {
    try {
      names = parseNameMap(await readFile(options.namesFile, 'utf8'))
    } catch (error) {
      throw new LayerImportError([`Name map ${options.namesFile}: ${error instanceof Error ? error.message : String(error)}`])
    }
  }
  let collection
  try {
    collection = await readLayerFile(path)
  } catch (error) {
    if (error instanceof LayerFileError) throw new LayerImportError([error.message])
    throw error
  }
  const service = layersService(db)
  const result = layerFeatures(kind, collection, await service.registryNames(), { nameField: options.nameField, names })
  if (result.problems.length > 0) throw new LayerImportError(result.problems)
  const before = (await service.layers()).find((l) => l.kind === kind)
  await service.replaceLayer(kind, result.features, { isDemo: false, source: path, at: options.now ?? new Date() })
  return {
    kind,
    source: path,
    read: collection.features.length,
    imported: result.features.length,
    skipped: result.skipped,
    replaced: before && { isDemo: before.isDemo, source: before.source, featureCount: before.featureCount },
  }
}
