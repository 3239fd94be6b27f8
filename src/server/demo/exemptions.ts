// Demo emergency exemption reports (with districts and a report PDF each; one not yet published)
// and the site message shown on the home page.
import * as t from '../db/schema/index.ts'
import { formatDate } from '../../shared/domain/dates.ts'
import type { DistrictKey } from './catalog.ts'
import { districtId, documentTypeId } from './catalog.ts'
import type { UploadQueue } from './documents.ts'
import { fileNameOf } from './documents.ts'
import type { Random } from './random.ts'
import type { RowSink } from './rows.ts'
import { DAY, workday } from './timeline.ts'
import { PUBLIC_PROPONENTS } from './words.ts'

const EXEMPTIONS: { title: string; proponent: string; districts: DistrictKey[]; daysAgo: number; published: boolean; text: string }[] = [
  {
    title: 'Emergency Washout Repair, North Klondike Highway km 655',
    proponent: PUBLIC_PROPONENTS.highways,
    districts: ['dawson'],
    daysAgo: 40,
    published: false,
    text: 'A culvert failed during spring runoff and the highway was closed. Crews placed riprap and a temporary culvert to reopen the road.',
  },
  {
    title: 'Flood Protection Berm, Klondike River Valley',
    proponent: PUBLIC_PROPONENTS.community,
    districts: ['dawson'],
    daysAgo: 170,
    published: true,
    text: 'Rising water on the Klondike River threatened homes; a temporary berm was built along 600 m of the river bank.',
  },
  {
    title: 'Wildfire Guard Construction near Mayo',
    proponent: PUBLIC_PROPONENTS.wildfire,
    districts: ['mayo'],
    daysAgo: 520,
    published: true,
    text: 'A fire guard was cut with heavy equipment to protect the community from an approaching wildfire.',
  },
  {
    title: 'Emergency Bank Stabilization, Yukon River at Carmacks',
    proponent: PUBLIC_PROPONENTS.highways,
    districts: ['whitehorse'],
    daysAgo: 780,
    published: true,
    text: 'Erosion of the river bank threatened the highway; rock was placed along 150 m of the bank.',
  },
  {
    title: 'Emergency Sewage Line Repair, Watson Lake',
    proponent: 'Town of Watson Lake',
    districts: ['watsonLake'],
    daysAgo: 1100,
    published: true,
    text: 'A break in the main sewage line was repaired to protect public health.',
  },
  {
    title: 'Alaska Highway Slide Clean-up, Kluane Lake',
    proponent: PUBLIC_PROPONENTS.highways,
    districts: ['hainesJunction', 'whitehorse'],
    daysAgo: 1500,
    published: true,
    text: 'A slope failure covered the highway; material was removed and the slope stabilized.',
  },
]

export function addExemptions(sink: RowSink, uploads: UploadQueue, rng: Random, today: number): void {
  for (const e of EXEMPTIONS) {
    const id = rng.uuid()
    const received = workday(today - e.daysAgo * DAY)
    const published = e.published ? workday(received + rng.int(10, 40) * DAY) : null
    sink.add(t.emergencyExemptions, {
      id,
      title: e.title,
      proponentName: e.proponent,
      dateReceived: new Date(received),
      publishedAt: published === null ? null : new Date(published),
      createdAt: new Date(received),
      updatedAt: new Date(published ?? received),
    })
    for (const d of e.districts) sink.add(t.emergencyExemptionDistricts, { emergencyExemptionId: id, assessmentDistrictId: districtId(d) })
    const uploadId = uploads.add({
      id: rng.uuid(),
      fileName: fileNameOf(e.title),
      pdf: {
        title: e.title,
        subtitle: `Emergency Exemption Report · received ${formatDate(new Date(received))}`,
        paragraphs: [
          `Report of activities carried out without assessment because of an emergency, submitted by ${e.proponent}.`,
          e.text,
          'The work was limited to what was needed to respond to the emergency. Disturbed areas will be reclaimed and monitored.',
        ],
        author: e.proponent,
        createdAt: new Date(received),
      },
      uploadedById: null,
      createdAt: new Date(received),
    })
    sink.add(t.documents, {
      id: rng.uuid(),
      projectId: null,
      role: 'emergency-exemption',
      documentTypeId: documentTypeId('emergency-exemption-report'),
      // None written: the document type names it, in the reader's language.
      description: '',
      fileName: fileNameOf(e.title),
      state: e.published ? 'public' : 'unreviewed',
      uploadedAt: new Date(received),
      receivedAt: new Date(received),
      unredactedUploadId: uploadId,
      redactedUploadId: e.published ? uploadId : null,
      redactedUploadedAt: published === null ? null : new Date(published),
      emergencyExemptionId: id,
      createdAt: new Date(received),
      updatedAt: new Date(published ?? received),
    })
  }
}

/** The home page's message: published a week ago, expiring in a year; only allowed tags. */
export function addSiteMessage(sink: RowSink, rng: Random, today: number): void {
  sink.add(t.siteMessages, {
    id: rng.uuid(),
    title: 'Welcome to the demonstration registry',
    body: [
      '<h3>Demonstration data</h3>',
      '<p>This registry is loaded with <strong>generated demonstration data</strong>: the projects, proponents, people and documents are <em>fictitious</em>, although the places are real.</p>',
      '<ul><li>Search and browse about 1,500 projects from 2005 to today.</li><li>Sign in with one of the demo accounts to see <ins>My Projects</ins>.</li></ul>',
      '<p>Read the <a href="/terms">terms of use</a> and the <a href="/privacy">privacy statement</a>.<br>Office hours: Monday to Friday, 8:00 to 4:30.</p>',
    ].join(''),
    titleFr: 'Bienvenue dans le registre de démonstration',
    bodyFr: [
      '<h3>Données de démonstration</h3>',
      '<p>Ce registre contient des <strong>données de démonstration générées</strong> : les projets, les promoteurs, les personnes et les documents sont <em>fictifs</em>, mais les lieux sont réels.</p>',
      '<ul><li>Cherchez et parcourez environ 1 500 projets, de 2005 à aujourd’hui.</li><li>Connectez-vous avec l’un des comptes de démonstration pour voir <ins>Mes projets</ins>.</li></ul>',
      '<p>Lisez les <a href="/fr/terms">conditions d’utilisation</a> et la <a href="/confidentialite">déclaration de confidentialité</a>.<br>Heures d’ouverture : du lundi au vendredi, de 8 h à 16 h 30.</p>',
    ].join(''),
    expiryDate: new Date(today + 365 * DAY),
    publishedAt: new Date(today - 7 * DAY),
    createdAt: new Date(today - 7 * DAY),
    updatedAt: new Date(today - 7 * DAY),
  })
}
