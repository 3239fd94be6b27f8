import { describe, expect, it } from 'vitest'
import { parseClaims } from '../../shared/geo/claims.ts'
import { claimShapes, claimsFoundPatch } from '../../shared/proposal-form/placer-location.ts'
import { demoLayers } from '../geo/demo-layers.ts'
import * as t from '../db/schema/index.ts'
import { addCoreRows } from './core.ts'
import { planProjects } from './projects.ts'
import type { RowSink } from './rows.ts'
import { placerForm } from './proposals.ts'
import { Random } from './random.ts'

const person = { firstName: 'Jordan', lastName: 'Miller', email: 'proponent@demo.example', phone: '867-555-0100' }

describe('the demo placer proposals', () => {
  const plans = planProjects({ count: 400, today: Date.UTC(2026, 10, 28), rng: Random.seeded('placer-claims'), heavyLimit: 400 }).filter(
    (p) => p.sectors[0] === 'placer',
  )
  const layer = new Map(
    demoLayers()
      .get('placer-claims')!
      .map((claim) => [claim.name, claim]),
  )

  it('name claims the demo claims layer holds, with the outlines a look-up of them finds', () => {
    expect(plans.length).toBeGreaterThan(10)
    for (const p of plans) {
      const form = placerForm(p, person, true)
      const named = parseClaims(form.claimString).claims
      expect(named, form.claimString).toEqual(form.claimParsed)
      const found = named.map((name) => {
        const claim = layer.get(name)
        expect(claim, `${form.claimString}: ${name}`).toBeDefined()
        const ring = (claim!.geometry.coordinates as number[][][])[0]!.slice(0, -1)
        return { name, shapes: [{ type: 'polygon' as const, points: ring.map(([longitude, latitude]) => ({ latitude: latitude!, longitude: longitude! })) }] }
      })
      expect(form.projectCoordinates).toEqual(claimShapes(found))
      // "Use this proposal" looks the claims up again: what it finds changes nothing.
      expect(claimsFoundPatch(form, found)).toBeNull()
    }
  })

  it('draw on the project page the claims their proposal names, where the layer has them', () => {
    const shapes: { claimNumber?: string | null; geom?: unknown }[] = []
    const sink = { add: (table: unknown, ...rows: typeof shapes) => table === t.projectShapes && shapes.push(...rows) } as unknown as RowSink
    for (const p of plans) addCoreRows(sink, p, Date.UTC(2026, 10, 28))
    expect(shapes.length).toBeGreaterThan(5)
    for (const shape of shapes) {
      const claim = layer.get(shape.claimNumber ?? '')
      expect(claim, shape.claimNumber ?? '').toBeDefined()
      const ring = (claim!.geometry.coordinates as number[][][])[0]!.map(([x, y]) => `${x} ${y}`).join(', ')
      expect(shape.geom).toBe(`SRID=4326;POLYGON((${ring}))`)
    }
  })
})
