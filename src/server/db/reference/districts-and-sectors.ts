// Assessment districts (real ids, names in English and French; the Executive Committee is not a
// place and stays off the manual checklist) and the registry's sectors (real ids) with French names.

export const EXECUTIVE_COMMITTEE_DISTRICT_ID = '5901fba8-298b-4534-b3aa-afdfffb20bd5'

export const ASSESSMENT_DISTRICTS = [
  { id: 'b9d1ad56-661b-450d-a5be-b1d5bda05390', name: 'Dawson', nameFr: 'Dawson', phone: '867-993-4040', email: 'dawson@yesab.ca', centre: [64.06, -139.43] },
  {
    id: 'ec31872e-2d70-4c4b-8097-f4006eb92fc9',
    name: 'Haines Junction',
    nameFr: 'Haines Junction',
    phone: '867-634-4040',
    email: 'hainesjunction@yesab.ca',
    centre: [60.75, -137.5],
  },
  { id: 'd2ebaae3-6422-4598-92e1-f0b6d61df474', name: 'Mayo', nameFr: 'Mayo', phone: '867-996-4040', email: 'mayo@yesab.ca', centre: [63.59, -135.9] },
  { id: '757a5115-beee-40f7-af71-b3faf0bd356f', name: 'Teslin', nameFr: 'Teslin', phone: '867-390-4040', email: 'teslin@yesab.ca', centre: [60.17, -132.72] },
  {
    id: '3a238322-8075-4058-8553-7f44ecb01bd2',
    name: 'Watson Lake',
    nameFr: 'Watson Lake',
    phone: '867-536-4040',
    email: 'watsonlake@yesab.ca',
    centre: [60.06, -128.71],
  },
  {
    id: '36fe3ef0-fbd2-4fb2-b75e-4ab48008e50f',
    name: 'Whitehorse',
    nameFr: 'Whitehorse',
    phone: '867-456-3200',
    email: 'whitehorse@yesab.ca',
    centre: [60.72, -135.06],
  },
  {
    id: EXECUTIVE_COMMITTEE_DISTRICT_ID,
    name: 'Executive Committee Screenings',
    nameFr: 'Examens préalables du comité de direction',
    phone: '867-668-6420',
    email: 'yesab@yesab.ca',
    centre: [61.5, -135.5],
  },
] as const

export const SECTORS: readonly { id: string; name: string; nameFr: string }[] = [
  { id: '57011df5-2bb8-4285-9caa-54dc280fa061', name: 'Agriculture and Aquaculture', nameFr: 'Agriculture et aquaculture' },
  { id: 'ef7560d6-8968-408f-ad10-9972668cc670', name: 'Camps', nameFr: 'Camps' },
  { id: 'e15998a0-284b-4506-a68d-900ee2161cb0', name: 'Energy - Power Generation', nameFr: 'Énergie - Production d’électricité' },
  { id: '6e1abe12-fd3a-428d-aa40-f678cb5487f7', name: 'Energy - Petroleum', nameFr: 'Énergie - Pétrole' },
  { id: 'c7d4d0d5-5c80-47b3-ae4b-8698aabf6cc2', name: 'Energy Transmission (Gas, Electricity)', nameFr: 'Transport d’énergie (gaz, électricité)' },
  { id: '392deb7c-b6d1-4675-87fa-b0a73633ece7', name: 'Forestry', nameFr: 'Foresterie' },
  { id: '6a4da04a-05ce-49ac-bf41-5d3033d709ac', name: 'Military', nameFr: 'Militaire' },
  { id: 'fac9a8f1-62ab-475b-a76f-eb6314667dfd', name: 'Mining - Other (Coal, Aggregate etc.)', nameFr: 'Mines - Autres (charbon, granulats, etc.)' },
  { id: 'a962ed4b-1223-40f2-81ca-027046576935', name: 'Mining - Placer', nameFr: 'Mines - Placers' },
  { id: 'bca2424f-12c5-41e9-82e9-1a31b68abbd0', name: 'Mining - Quartz', nameFr: 'Mines - Quartz' },
  { id: '10674ce2-eb75-4d4b-85b0-d4824a997380', name: 'Other Industrial Activities', nameFr: 'Autres activités industrielles' },
  { id: 'd109e521-1f78-409d-977c-99f2e731fccd', name: 'Recreation and Tourism', nameFr: 'Loisirs et tourisme' },
  {
    id: '45a93ca0-2007-466d-81fb-d8c4fbe48215',
    name: 'Residential, Commercial, and Industrial Land Development',
    nameFr: 'Aménagement de terrains résidentiels, commerciaux et industriels',
  },
  { id: '411164f6-8122-4579-85e2-7cc73254b4e3', name: 'Scientific Research/Wildlife Management', nameFr: 'Recherche scientifique et gestion de la faune' },
  { id: 'ad2895b6-1639-4fda-9c2d-b233df343579', name: 'Transportation - Rail, Marine, Air', nameFr: 'Transport - Ferroviaire, maritime, aérien' },
  {
    id: '41ffc2b0-c99e-416c-be0a-96327eb26408',
    name: 'Transportation - Roads, Access Roads and Trails',
    nameFr: 'Transport - Routes, chemins d’accès et sentiers',
  },
  { id: '5113d79b-dca5-4a3e-bb51-5e7c5e8bd29d', name: 'Utilities - Telecommunications', nameFr: 'Services publics - Télécommunications' },
  { id: '0e9bde29-76d0-4a76-90e6-a221dc7407db', name: 'Utilities - Water and Wastewater', nameFr: 'Services publics - Eau et eaux usées' },
  { id: '49493439-af44-457f-8398-6fc1c556b688', name: 'Waste Management - Contaminated Sites', nameFr: 'Gestion des déchets - Sites contaminés' },
  { id: '00c5e7aa-98eb-4882-b936-e2184a65abae', name: 'Waste Management - Solid Waste', nameFr: 'Gestion des déchets - Déchets solides' },
  {
    id: '616fe657-e2c3-4b48-bcc1-c8a30612e295',
    name: 'Waste Management - Special & Hazardous Waste',
    nameFr: 'Gestion des déchets - Déchets spéciaux et dangereux',
  },
]
