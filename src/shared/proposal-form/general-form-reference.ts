// The fixed lists the general proposal form offers (spec proposals-and-accounts §9): the 13 parts of
// the assessable-activities regulations, the 6 kinds of agency that issue authorizations, the 7
// criteria of an effect's significance, and the navigable-waterbody rule. They are data of the
// form, named in both of its languages here so that the form, its printed summary and the server
// read the same words for a stored key.

export type FormLanguage = 'en' | 'fr'

export interface Bilingual {
  en: string
  fr: string
}

export interface RegulationPart {
  /** The key stored in applicableRegulationsList[].part: the part's number in the regulations. */
  key: string
  name: Bilingual
}

export const REGULATION_PARTS: readonly RegulationPart[] = [
  { key: '1', name: { en: 'Mining', fr: 'Exploitation minière' } },
  { key: '2', name: { en: 'Industrial Activities', fr: 'Activités industrielles' } },
  { key: '3', name: { en: 'Oil and Natural Gas', fr: 'Pétrole et gaz naturel' } },
  { key: '4', name: { en: 'Energy and Telecommunications', fr: 'Énergie et télécommunications' } },
  { key: '5', name: { en: 'Wildlife', fr: 'Faune' } },
  { key: '6', name: { en: 'Transportation', fr: 'Transports' } },
  { key: '7', name: { en: 'Nuclear Facilities and Nuclear Substances', fr: 'Installations nucléaires et substances nucléaires' } },
  { key: '8', name: { en: 'Contaminants and Waste', fr: 'Contaminants et déchets' } },
  { key: '9', name: { en: 'Water', fr: 'Eaux' } },
  { key: '10', name: { en: 'Fisheries', fr: 'Pêches' } },
  { key: '11', name: { en: 'Air Emissions', fr: 'Émissions atmosphériques' } },
  { key: '12', name: { en: 'National Parks, Park Reserves & Historic Sites', fr: 'Parcs nationaux, réserves à vocation de parc et lieux historiques' } },
  { key: '13', name: { en: 'Miscellaneous', fr: 'Divers' } },
]

export interface AgencyType {
  /** The key stored in authorizationsList[].agency. */
  key: string
  name: Bilingual
}

export const AGENCY_TYPES: readonly AgencyType[] = [
  { key: 'federal', name: { en: 'Federal government agency', fr: 'Organisme du gouvernement fédéral' } },
  { key: 'territorial', name: { en: 'Territorial government agency', fr: 'Organisme du gouvernement territorial' } },
  { key: 'independentRegulatory', name: { en: 'Independent regulatory agency', fr: 'Organisme de réglementation autonome' } },
  { key: 'municipal', name: { en: 'Municipal government agency', fr: 'Organisme d’administration municipale' } },
  { key: 'firstNation', name: { en: 'First Nation', fr: 'Première Nation' } },
  { key: 'governorInCouncil', name: { en: 'Governor in Council', fr: 'Gouverneur en conseil' } },
]

export interface SignificanceCriterion {
  key: string
  name: Bilingual
  /** What the proponent should weigh for this criterion when judging an effect's significance. */
  help: Bilingual
}

export const SIGNIFICANCE_CRITERIA: readonly SignificanceCriterion[] = [
  {
    key: 'magnitude',
    name: { en: 'Magnitude', fr: 'Ampleur' },
    help: {
      en: 'How large or severe the change is compared with existing conditions.',
      fr: 'L’importance ou la gravité du changement par rapport aux conditions existantes.',
    },
  },
  {
    key: 'likelihood',
    name: { en: 'Likelihood', fr: 'Probabilité' },
    help: {
      en: 'How probable it is that the effect will occur.',
      fr: 'La probabilité que l’effet se produise.',
    },
  },
  {
    key: 'geographicExtent',
    name: { en: 'Geographic extent', fr: 'Étendue géographique' },
    help: {
      en: 'The area over which the effect is felt: the project site, the surrounding area or the region.',
      fr: 'La zone où l’effet se fait sentir : le site du projet, les environs ou la région.',
    },
  },
  {
    key: 'duration',
    name: { en: 'Duration', fr: 'Durée' },
    help: {
      en: 'How long the effect lasts: during construction, for the life of the project, or beyond it.',
      fr: 'Combien de temps dure l’effet : pendant la construction, pendant la vie du projet ou au-delà.',
    },
  },
  {
    key: 'frequency',
    name: { en: 'Frequency', fr: 'Fréquence' },
    help: {
      en: 'How often the effect occurs: once, from time to time, or continuously.',
      fr: 'À quelle fréquence l’effet se produit : une fois, de temps à autre ou en continu.',
    },
  },
  {
    key: 'timing',
    name: { en: 'Timing', fr: 'Moment' },
    help: {
      en: 'Whether the effect falls in sensitive periods, such as spawning, nesting, calving or harvesting seasons.',
      fr: 'Si l’effet survient pendant des périodes sensibles, comme le frai, la nidification, la mise bas ou les saisons de récolte.',
    },
  },
  {
    key: 'reversibility',
    name: { en: 'Reversibility', fr: 'Réversibilité' },
    help: {
      en: 'Whether, and how soon, what is affected recovers once the activity ends.',
      fr: 'Si ce qui est touché se rétablit une fois l’activité terminée, et dans quel délai.',
    },
  },
]

/** Work within this distance of a waterbody's high water mark makes it a navigable-waterbody project. */
export const NAVIGABLE_WATERBODY_DISTANCE_M = 30

export function regulationPartName(key: string, language: FormLanguage): string | null {
  return REGULATION_PARTS.find((p) => p.key === key)?.name[language] ?? null
}

export function agencyTypeName(key: string, language: FormLanguage): string | null {
  return AGENCY_TYPES.find((a) => a.key === key)?.name[language] ?? null
}
