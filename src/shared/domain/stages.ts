// The stage tables of the three project types: ids, order, code and grouping.
// Ids are the real registry's where the public export shows them (one screening id is malformed
// in the real data and kept as it is, since imported histories refer to it); stages the export
// never shows got ids minted here once and never change.

export const PROJECT_TYPE = {
  evaluation: 'd0ab87c1-4f41-4151-9889-a3ae6f2e45af',
  screening: '5cac0a4c-3076-4cff-b842-050e62495b45',
  panelReview: 'a3e1eb7f-8707-4ffa-8095-d7113398f427',
} as const

export type ProjectTypeId = (typeof PROJECT_TYPE)[keyof typeof PROJECT_TYPE]

export const PROJECT_TYPES: readonly { projectTypeId: ProjectTypeId; name: string; nameFr: string }[] = [
  { projectTypeId: PROJECT_TYPE.evaluation, name: 'Evaluation', nameFr: 'Évaluation' },
  { projectTypeId: PROJECT_TYPE.screening, name: 'Screening', nameFr: 'Examen préalable' },
  { projectTypeId: PROJECT_TYPE.panelReview, name: 'Panel Review', nameFr: 'Examen par un comité' },
]

/** Groupings shown in the legend, the search filter and the activity feed. */
export const STAGE_GROUPS = [
  'proposal-submission',
  'pre-submission-engagement',
  'adequacy',
  'evaluation',
  'recommendation',
  'decision',
  'panel-review',
  'reconsideration',
  'discontinued',
  'deleted',
] as const
export type StageGroup = (typeof STAGE_GROUPS)[number]

export interface Stage {
  stageId: string
  projectTypeId: ProjectTypeId
  /** Stable name for rules; several screening stages share a name but not a code. */
  code: string
  name: string
  nameFr: string
  order: number
  stageGrouping: StageGroup
  /** Complete or withdrawn: hidden from search unless includeCompleteWithdrawn=yes. */
  closed: boolean
}

type Row = [stageId: string, code: string, name: string, nameFr: string, group: StageGroup, closed?: boolean]

function table(projectTypeId: ProjectTypeId, rows: Row[]): Stage[] {
  return rows.map(([stageId, code, name, nameFr, stageGrouping, closed], i) => ({
    stageId,
    projectTypeId,
    code,
    name,
    nameFr,
    order: i + 1,
    stageGrouping,
    closed: closed ?? false,
  }))
}

// Evaluation: groups by order as the spec gives them (1-2, 3-5, 6-10, 11-12, 13; 14 discontinued).
const EVALUATION = table(PROJECT_TYPE.evaluation, [
  ['e308c74f-0681-49d3-859a-be8425441f64', 'DRAFT', 'Draft', 'Ébauche', 'proposal-submission'],
  ['923b940b-5d9a-42fc-a05a-449539d313f2', 'PROPOSAL_CHECK', 'Proposal Check', 'Vérification de la proposition', 'proposal-submission'],
  ['ee3e0889-5278-4405-964c-322d5068834b', 'ADEQUACY_REVIEW', 'Adequacy Review', 'Examen de la conformité', 'adequacy'],
  [
    '9a1526b4-e220-44a4-80d5-9296a39f7c1c',
    'ADEQUACY_INFORMATION_REQUEST',
    'Adequacy Information Request',
    'Demande de renseignements sur la conformité',
    'adequacy',
  ],
  ['8bbec439-fd36-44ea-b547-05d47d8ee0e0', 'ADEQUACY_REVIEW_RESPONSE', 'Adequacy Review Response', 'Réponse à l’examen de la conformité', 'adequacy'],
  ['6ed7cd7f-9098-4743-acba-6086c3138578', 'SEEKING_VIEWS', 'Seeking Views and Information', 'Sollicitation d’opinions et de renseignements', 'evaluation'],
  ['afe72994-ffc6-42ed-a73d-4516d666a37d', 'REVIEW_INFORMATION', 'Review Information', 'Examen des renseignements', 'evaluation'],
  [
    '145f2e7f-d8bf-437c-8136-be931feb30b3',
    'EVALUATION_INFORMATION_REQUEST',
    'Evaluation Information Request',
    'Demande de renseignements pour l’évaluation',
    'evaluation',
  ],
  ['ce4db34b-4ee3-48e4-8c0c-f102a8e9179c', 'EVALUATION_REVIEW_RESPONSE', 'Evaluation Review Response', 'Réponse à l’examen de l’évaluation', 'evaluation'],
  [
    '70692ea4-9d58-4340-8ecd-0abfa51c21f4',
    'ADDITIONAL_SEEKING_VIEWS',
    'Additional Seeking Views and Information',
    'Sollicitation supplémentaire d’opinions et de renseignements',
    'evaluation',
  ],
  ['cfd1dee3-2383-44d5-aee1-e1d069a44f04', 'PREPARE_RECOMMENDATION', 'Prepare Recommendation', 'Préparation de la recommandation', 'recommendation'],
  ['a9788da9-0d24-4920-aa99-a59ff18d04d5', 'RECOMMENDATION_SENT', 'Recommendation Sent', 'Recommandation envoyée', 'recommendation'],
  ['d1b17bbb-6233-4528-8a70-ec81c91f2046', 'DECISION_DOCUMENT_ISSUED', 'Decision Document Issued', 'Document décisionnel délivré', 'decision', true],
  ['a9d1c60d-9ebf-4d8c-86f6-bd9736a3d1cf', 'DISCONTINUED', 'Assessment Discontinued', 'Évaluation abandonnée', 'discontinued', true],
  ['4269c8e0-e0da-4290-9fee-6d8977b6002d', 'DELETED', 'Deleted', 'Supprimé', 'deleted', true],
])

const SCREENING = table(PROJECT_TYPE.screening, [
  [
    'f8f472b5-fcfd-4807-954c-d9d1bb02d51c',
    'PROJECT_DESCRIPTION_SUBMISSION',
    'Project Description Submission',
    'Dépôt de la description du projet',
    'pre-submission-engagement',
  ],
  [
    'c355cf83-fadf-4c78-8426-a87a95370024',
    'COMMENT_PROJECT_DESCRIPTION',
    'Comment Period on Project Description',
    'Période de commentaires sur la description du projet',
    'pre-submission-engagement',
  ],
  [
    'e86122bf-a3b1-4775-9481-a67b5b9f04a5',
    'CONSIDER_PROJECT_DESCRIPTION',
    'Considering Comments Received on Project Description Review',
    'Examen des commentaires reçus sur la description du projet',
    'pre-submission-engagement',
  ],
  [
    'ecf54e59-d841-4cc6-bea9-ccd4e2031b21',
    'COMMENT_DRAFT_GUIDELINE',
    'Comment Period on Draft Project Proposal Guideline',
    'Période de commentaires sur l’ébauche de ligne directrice de la proposition',
    'pre-submission-engagement',
  ],
  [
    '08e43037-6713-4092-ba02-cc79941c2b46',
    'CONSIDER_DRAFT_GUIDELINE',
    'Considering Comments Received on Draft Project Proposal Guideline',
    'Examen des commentaires reçus sur l’ébauche de ligne directrice',
    'pre-submission-engagement',
  ],
  [
    '23e178ca-a8d8-421a-8dab-ed93ba3dfa47',
    'GUIDELINE_ISSUED',
    'Project Proposal Guideline Issued',
    'Ligne directrice de la proposition délivrée',
    'pre-submission-engagement',
  ],
  [
    'af69b79d-ceab-43d2-911e-4b82a894c4b9',
    'GUIDELINE_RESPONSE_SUBMITTED',
    'Project Proposal Guideline Response Submitted',
    'Réponse à la ligne directrice déposée',
    'pre-submission-engagement',
  ],
  [
    '47b83686-398a-4a30-86c3-6199989c57a3',
    'COMMENT_GUIDELINE_RESPONSE',
    'Comment Period on Project Proposal Guideline Response',
    'Période de commentaires sur la réponse à la ligne directrice',
    'pre-submission-engagement',
  ],
  [
    'd4c63d1a-34fd-4d6b-8504-cd9267628e19',
    'CONSIDER_GUIDELINE_RESPONSE',
    'Considering Comments Received on Project Proposal Guideline Response',
    'Examen des commentaires reçus sur la réponse à la ligne directrice',
    'pre-submission-engagement',
  ],
  [
    '8e9b3b14-dac2-41e8-9a1b-c6295fabf9a1',
    'PROPOSAL_REPORT_ISSUED',
    'Project Proposal Report Issued',
    'Rapport sur la proposition délivré',
    'pre-submission-engagement',
  ],
  ['f177b8d4-ad83-4491-b2b2-9690b7bcfd1', 'PROPOSAL_SUBMITTED', 'Project Proposal Submitted', 'Proposition de projet déposée', 'pre-submission-engagement'],
  [
    '2de2096e-2f85-44c9-b492-96b16903a8d8',
    'NOT_PROCEEDING',
    'Project Not Proceeding To Screening',
    'Le projet ne passe pas à l’examen préalable',
    'discontinued',
    true,
  ],
  ['7a86421b-8115-4aee-ae07-d8d5f8bd1a6d', 'ADEQUACY_REVIEW', 'Adequacy Review', 'Examen de la conformité', 'adequacy'],
  [
    '08f0bae9-0950-43c0-8d9e-5f5fcd101bce',
    'ADEQUACY_INFORMATION_REQUEST',
    'Adequacy Information Request',
    'Demande de renseignements sur la conformité',
    'adequacy',
  ],
  ['fb66b290-7801-49b9-b38d-3a4a49c0b368', 'ADEQUACY_REVIEW_RESPONSE', 'Adequacy Review Response', 'Réponse à l’examen de la conformité', 'adequacy'],
  ['84e8c392-d371-4825-8bcb-5487a4445d6c', 'SCREENING', 'Screening', 'Examen préalable', 'evaluation'],
  [
    '038e1855-de64-461b-a307-1af62e11ad7e',
    'COMMENT_PROPOSAL',
    'Public Comment Period on Proposal',
    'Période de commentaires du public sur la proposition',
    'evaluation',
  ],
  ['1e0ec043-a178-4b4d-b8c6-f6158709de45', 'CONSIDER_PROPOSAL', 'Considering Comments on Proposal', 'Examen des commentaires sur la proposition', 'evaluation'],
  [
    '907d37f7-5999-4084-a443-ae4aa8c7dbf3',
    'SCREENING_INFORMATION_REQUEST',
    'Screening Information Request',
    'Demande de renseignements pour l’examen préalable',
    'evaluation',
  ],
  ['3461f84f-8f13-4147-91e0-31b1a8cb5916', 'SCREENING_REVIEW_RESPONSE', 'Screening Review Response', 'Réponse à l’examen préalable', 'evaluation'],
  [
    'b2b724fa-d270-4975-93a0-c6ae8ded6dc2',
    'SCREENING_INFORMATION_REQUEST_2',
    'Screening Information Request',
    'Demande de renseignements pour l’examen préalable',
    'evaluation',
  ],
  ['b2ba0a4a-56ed-40ad-b882-85fdb0533f8a', 'SCREENING_REVIEW_RESPONSE_2', 'Screening Review Response', 'Réponse à l’examen préalable', 'evaluation'],
  [
    '25c4e362-692a-413d-b4ba-85bc154cf436',
    'DEVELOPING_DRAFT_REPORT',
    'Developing Draft Screening Report',
    'Préparation de l’ébauche du rapport d’examen préalable',
    'evaluation',
  ],
  [
    'f4ebac63-262d-4e05-ab8c-029c5e78717f',
    'COMMENT_DRAFT_REPORT',
    'Public Comment Period on Draft Screening Report',
    'Période de commentaires du public sur l’ébauche du rapport',
    'evaluation',
  ],
  [
    '893f15f0-4c4d-4970-b7e6-3d4e5fa4fe86',
    'CONSIDER_DRAFT_REPORT',
    'Considering Comments on Draft Screening Report',
    'Examen des commentaires sur l’ébauche du rapport',
    'evaluation',
  ],
  [
    '2d5cffff-f079-425b-9875-450387c9df9c',
    'DEVELOPING_REPORT',
    'Developing Screening Report and Recommendation',
    'Préparation du rapport d’examen préalable et de la recommandation',
    'recommendation',
  ],
  [
    'f647ac6e-e29a-4f49-a80a-bc057b168c3c',
    'REPORT_SENT',
    'Screening Report and Recommendation Sent',
    'Rapport d’examen préalable et recommandation envoyés',
    'recommendation',
  ],
  ['a9788da9-0d24-4920-aa99-a59ff18d04d5', 'RECOMMENDATION_SENT', 'Recommendation Sent', 'Recommandation envoyée', 'recommendation'],
  ['c80db3bc-a000-4c7c-9048-1796340b768c', 'REFERRED_BACK', 'Recommendation Referred Back', 'Recommandation renvoyée', 'reconsideration'],
  [
    'f7951253-e3c2-4cf6-908a-6a544ae73eee',
    'COMMENT_REFERRAL',
    'Public Comment Period on Referral',
    'Période de commentaires du public sur le renvoi',
    'reconsideration',
  ],
  ['8ba38e83-7d3c-4c6b-ae2b-44b04de6ca0b', 'DEVELOPING_REFERRAL_REPORT', 'Developing Referral Report', 'Préparation du rapport de renvoi', 'reconsideration'],
  ['87c4013a-900a-46ef-ad84-6f05c2d6c7f0', 'REFERRAL_REPORT_SENT', 'Referral Report Sent', 'Rapport de renvoi envoyé', 'reconsideration'],
  ['a761d3f3-76b1-4707-b826-61262e068e87', 'DECISION_DOCUMENT_ISSUED', 'Decision Document Issued', 'Document décisionnel délivré', 'decision', true],
  ['483500fa-b0ee-45f9-9e50-6f7303cd2e4d', 'DISCONTINUED', 'Assessment Discontinued', 'Évaluation abandonnée', 'discontinued', true],
  [
    '5b2e88e2-17cd-4906-b549-d952415772d7',
    'PANEL_REVIEW_REQUIRED',
    'Panel of the Board Review Required',
    'Examen par un comité du Bureau requis',
    'panel-review',
    true,
  ],
  ['08533934-25ae-4945-8785-d8e2a9b365d2', 'DELETED', 'Deleted', 'Supprimé', 'deleted', true],
])

const PANEL_REVIEW = table(PROJECT_TYPE.panelReview, [
  ['b5db90fa-bf5e-4d7c-9989-bddfb2d5f1a5', 'DRAFT', 'Draft', 'Ébauche', 'proposal-submission'],
  [
    '1cad21c8-16a1-4900-8aca-bea5488ef951',
    'PREPARE_DRAFT_GUIDELINES',
    'Preparation of Draft ESE Statement Guidelines',
    'Préparation de l’ébauche des lignes directrices de l’énoncé ESE',
    'panel-review',
  ],
  [
    'fd30b9e1-a1e6-4291-9373-921b09dfe31c',
    'COMMENT_DRAFT_GUIDELINES',
    'Comment Period on Draft ESE Statement Guidelines',
    'Période de commentaires sur l’ébauche des lignes directrices de l’énoncé ESE',
    'panel-review',
  ],
  [
    'eb948762-f9b0-4f83-9d59-28df400e094d',
    'CONSIDER_DRAFT_GUIDELINES',
    'Considering Comments Received on Draft ESE Statement Guidelines',
    'Examen des commentaires reçus sur l’ébauche des lignes directrices',
    'panel-review',
  ],
  [
    'd62298de-2b4e-481a-ad12-c7c00e5376d1',
    'GUIDELINES_ISSUED',
    'ESE Statement Guidelines Issued',
    'Lignes directrices de l’énoncé ESE délivrées',
    'panel-review',
  ],
  ['f0e9862d-5506-4e58-95ed-0bcf1673d29d', 'STATEMENT_SCHEDULE', 'ESE Statement Submission Schedule', 'Calendrier de dépôt de l’énoncé ESE', 'panel-review'],
  ['881a3cf5-7b7a-4d8f-a8ec-be9825b14af3', 'STATEMENT_REVIEW', 'ESE Statement Submission and Review', 'Dépôt et examen de l’énoncé ESE', 'panel-review'],
  ['0d7db3b8-7e13-49b0-8443-b86ab063f36c', 'COMMENT_STATEMENT', 'Comment Period on ESE Statement', 'Période de commentaires sur l’énoncé ESE', 'panel-review'],
  ['98b48aa9-0609-407a-8a76-89b2257ba5c9', 'PANEL_REVIEW_START', 'Panel Review Start', 'Début de l’examen par le comité', 'panel-review'],
  [
    '3d2f34ed-698f-4afa-ac95-262d8018b1b0',
    'SUPPLEMENTARY_INFORMATION_REQUEST',
    'Supplementary Information Request',
    'Demande de renseignements supplémentaires',
    'panel-review',
  ],
  [
    '6dae2184-1b1b-4dae-a523-41e1d34443fd',
    'SUPPLEMENTARY_INFORMATION_RESPONSE',
    'Supplementary Information Response',
    'Réponse aux demandes de renseignements supplémentaires',
    'panel-review',
  ],
  [
    '96d20608-a2f1-4bda-9116-61b91bb1e365',
    'COMMENT_BEFORE_HEARINGS',
    'Comment Period before Public Hearings',
    'Période de commentaires avant les audiences publiques',
    'panel-review',
  ],
  ['54e17d75-ad35-4c5e-83e3-36b2e1190c78', 'PUBLIC_HEARINGS', 'Public Hearings', 'Audiences publiques', 'panel-review'],
  [
    '501981e0-2156-4d79-98ab-f74e7f4b09b3',
    'COMMENT_AFTER_HEARINGS',
    'Comment Period following Public Hearings',
    'Période de commentaires après les audiences publiques',
    'panel-review',
  ],
  [
    '1e0ba2f3-9964-484d-acb6-5a35de5486cd',
    'PREPARE_PANEL_REPORT',
    'Preparation of Panel Report and Recommendation',
    'Préparation du rapport et de la recommandation du comité',
    'recommendation',
  ],
  [
    '4b9a4969-2988-4935-a5fb-0dc3054055a6',
    'PANEL_REPORT_SENT',
    'Panel Report and Recommendation Sent',
    'Rapport et recommandation du comité envoyés',
    'recommendation',
  ],
  ['52ddb53b-cf01-42da-8ec7-f5f8183989c2', 'REFERRED_BACK', 'Recommendation Referred Back to Panel', 'Recommandation renvoyée au comité', 'reconsideration'],
  ['2c3afaa6-53b0-4b73-8bc7-d48471f53e53', 'NEW_RECOMMENDATION_SENT', 'New Recommendation Sent', 'Nouvelle recommandation envoyée', 'reconsideration'],
  ['5d0b1af8-2b6a-4194-b0eb-54c8cb5042cd', 'DECISION_DOCUMENT_ISSUED', 'Decision Document Issued', 'Document décisionnel délivré', 'decision', true],
  ['7e9da586-aadc-4868-8054-7c8c0239103b', 'DISCONTINUED', 'Panel Review Discontinued', 'Examen par le comité abandonné', 'discontinued', true],
  ['ddffc65c-4638-44fd-83c8-cd75b8df5bb0', 'DELETED', 'Deleted', 'Supprimé', 'deleted', true],
])

export const STAGES: readonly Stage[] = [...EVALUATION, ...SCREENING, ...PANEL_REVIEW]

const byKey = new Map(STAGES.map((s) => [stageKey(s.projectTypeId, s.stageId), s]))

function stageKey(projectTypeId: string, stageId: string): string {
  return `${projectTypeId}/${stageId}`
}

/** The stage of a project type, or undefined when the pair is unknown. */
export function findStage(projectTypeId: string, stageId: string): Stage | undefined {
  return byKey.get(stageKey(projectTypeId, stageId))
}

export function stageByCode(projectTypeId: ProjectTypeId, code: string): Stage {
  const stage = STAGES.find((s) => s.projectTypeId === projectTypeId && s.code === code)
  if (!stage) throw new Error(`No stage ${code} for project type ${projectTypeId}`)
  return stage
}

export function stagesOfType(projectTypeId: ProjectTypeId): Stage[] {
  return STAGES.filter((s) => s.projectTypeId === projectTypeId)
}

export function isProjectTypeId(value: string): value is ProjectTypeId {
  return PROJECT_TYPES.some((t) => t.projectTypeId === value)
}
