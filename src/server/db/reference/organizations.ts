// Organizations the registry names on projects. First Nations, planning commissions and UFA
// boards are a known list; decision bodies found in imports but not here are added as they come.
import { stableId } from '../../lib/stable-id.ts'

export interface OrganizationSeed {
  id: string
  kind: 'first-nation' | 'decision-body' | 'planning-commission' | 'ufa-board' | 'other'
  name: string
  frenchDisplayName?: string
}

const named = (kind: OrganizationSeed['kind'], name: string, frenchDisplayName?: string): OrganizationSeed => ({
  id: stableId(kind, name),
  kind,
  name,
  ...(frenchDisplayName ? { frenchDisplayName } : {}),
})

export const FIRST_NATIONS: OrganizationSeed[] = [
  named('first-nation', 'Carcross/Tagish First Nation', 'Première Nation de Carcross/Tagish'),
  named('first-nation', 'Champagne and Aishihik First Nations', 'Premières Nations de Champagne et d’Aishihik'),
  named('first-nation', 'First Nation of Na-Cho Nyäk Dun', 'Première Nation des Na-Cho Nyäk Dun'),
  named('first-nation', 'Kluane First Nation', 'Première Nation de Kluane'),
  named('first-nation', 'Kwanlin Dün First Nation', 'Première Nation des Kwanlin Dün'),
  named('first-nation', 'Liard First Nation', 'Première Nation de Liard'),
  named('first-nation', 'Little Salmon/Carmacks First Nation', 'Première Nation de Little Salmon/Carmacks'),
  named('first-nation', 'Ross River Dena Council', 'Conseil des Dénés de Ross River'),
  named('first-nation', 'Selkirk First Nation', 'Première Nation de Selkirk'),
  named('first-nation', "Ta'an Kwäch'än Council", 'Conseil des Ta’an Kwäch’än'),
  named('first-nation', 'Teslin Tlingit Council', 'Conseil des Tlingits de Teslin'),
  named('first-nation', "Tr'ondëk Hwëch'in", 'Tr’ondëk Hwëch’in'),
  named('first-nation', 'Vuntut Gwitchin First Nation', 'Première Nation des Gwitchin Vuntut'),
  named('first-nation', 'White River First Nation', 'Première Nation de White River'),
  named('first-nation', 'White River Asserted Territory', 'Territoire revendiqué de White River'),
  named('first-nation', 'Inuvialuit Game Council', 'Conseil inuvialuit de gestion du gibier'),
  named('first-nation', 'Tetlit Gwich’in', 'Gwich’in Tetlit'),
  named('first-nation', "Gwich'in Tribal Council", 'Conseil tribal des Gwich’in'),
]

export const PLANNING_COMMISSIONS: OrganizationSeed[] = [
  named('planning-commission', 'Dawson Regional Planning Commission', 'Commission d’aménagement régional de Dawson'),
  named('planning-commission', 'North Yukon Regional Planning Commission', 'Commission d’aménagement régional du Nord du Yukon'),
  named('planning-commission', 'Peel Regional Planning Commission', 'Commission d’aménagement régional de la Peel'),
]

export const DECISION_BODIES: OrganizationSeed[] = (
  [
    ['DFO Referrals Pacific', 'Pêches et Océans Canada – renvois, région du Pacifique'],
    ['YG EMR Minerals Resources Branch', 'GY, EMR – Direction des ressources minérales'],
    ['Transport Canada', 'Transports Canada'],
    ['YG Highways and Public Works', 'GY, Voirie et Travaux publics'],
    ['YG EMR Land Management Branch, Client Services', 'GY, EMR – Direction de la gestion des terres, services à la clientèle'],
    ['YG EMR Land Use Branch', 'GY, EMR – Direction de l’utilisation des terres'],
    ['Parks Canada Yukon', 'Parcs Canada Yukon'],
    ['YG Community Services', 'GY, Services aux collectivités'],
    ['YG Environment', 'GY, Environnement'],
    ['YG EMR Forest Management Branch', 'GY, EMR – Direction de l’aménagement forestier'],
    ['YG ECO Major Projects Yukon', 'GY, Conseil exécutif – Grands projets Yukon'],
    ['YG EMR-Agriculture Branch', 'GY, EMR – Direction de l’agriculture'],
    ['Environment and Climate Change Canada', 'Environnement et Changement climatique Canada'],
    ['Natural Resources Canada', 'Ressources naturelles Canada'],
    ['Canada Energy Regulator', 'Régie de l’énergie du Canada'],
    ['Yukon Water Board', 'Office des eaux du Yukon'],
  ] as const
).map(([name, french]) => named('decision-body', name, french))

/** Boards under the Umbrella Final Agreement; ids are the registry's own. */
export const UFA_BOARDS: OrganizationSeed[] = [
  { id: '456909bc-d88e-4853-8a77-fb83650c1f66', kind: 'ufa-board', name: 'Yukon Heritage Board' },
  { id: '77be118c-ffe3-4cb3-8554-89209c63044d', kind: 'ufa-board', name: 'Yukon Fish and Wildlife Management Board' },
  { id: '43026078-8f57-4f17-bc49-db4d4a67580d', kind: 'ufa-board', name: 'Yukon Salmon Sub-Committee' },
  { id: '446096af-2873-487d-96c5-615eefa86234', kind: 'ufa-board', name: 'Dawson District Renewable Resources Council' },
  { id: 'bf5785d7-e0d7-4071-bc34-aed146096ac8', kind: 'ufa-board', name: 'Mayo District Renewable Resources Council' },
  { id: '7fd60df9-d623-4fe1-ab77-7a008c16f8a9', kind: 'ufa-board', name: 'Carmacks Renewable Resources Council' },
  { id: 'e244f7d3-4e45-4d67-9675-f0496f7a651d', kind: 'ufa-board', name: 'Alsek Renewable Resources Council' },
  { id: 'f3f192f9-9c66-425d-bb02-cf465ec4be74', kind: 'ufa-board', name: 'Selkirk Renewable Resources Council' },
  { id: '3b1bf2dc-6b6c-4849-8b2d-8d215d601f05', kind: 'ufa-board', name: 'Kluane Park Management Board' },
  { id: 'd78e435a-f292-418b-81f8-43d8aeb33a2f', kind: 'ufa-board', name: 'DAN KEYI Renewable Resources Council' },
  { id: 'bc242a11-b21b-4cd8-819c-17bd2971209f', kind: 'ufa-board', name: 'Carcross Tagish Renewable Resources Council' },
  { id: '1c82ea14-e174-4c89-9ff8-c70141201379', kind: 'ufa-board', name: 'Teslin Renewable Resources Council' },
  { id: '8b072896-6688-481d-b349-4da168a4ad8f', kind: 'ufa-board', name: 'North Yukon Renewable Resources Council' },
  { id: '750457b4-8ebb-418e-a7da-ff1051f5e4bf', kind: 'ufa-board', name: 'Tetlit Gwichin Renewable Resource Council' },
]

export const ORGANIZATIONS: OrganizationSeed[] = [...FIRST_NATIONS, ...PLANNING_COMMISSIONS, ...DECISION_BODIES, ...UFA_BOARDS]

export function organizationIdFor(kind: OrganizationSeed['kind'], name: string): string {
  return stableId(kind, name)
}
