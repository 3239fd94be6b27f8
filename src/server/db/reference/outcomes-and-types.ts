// Assessment outcomes and decisions, regulatory triggers, document types and the e-mail
// enumerations. Outcome ids are the registry's where the export shows them.
import { stableId } from '../../lib/stable-id.ts'

const outcome = (name: string, nameFr: string, id = stableId('outcome', name), withdrawn = false) => ({ id, name, nameFr, withdrawn })

export const ASSESSMENT_OUTCOMES = [
  outcome('56.1(a) Proceed', '56.1a) Réalisation', 'a19ae4d1-e036-4832-a603-95d61f623d22'),
  outcome('56.1(b) Proceed with Terms and Conditions', '56.1b) Réalisation sous réserve de conditions'),
  outcome('56.1(c) Do not Proceed', '56.1c) Non-réalisation'),
  outcome('56.1(d) Referral to Executive Committee Screening', '56.1d) Renvoi au comité de direction pour examen préalable'),
  outcome('Withdrawn', 'Retiré', '9055d9af-ae82-4884-9d60-d2bef9f66b7c', true),
]

export const DECISION_KINDS = [
  { id: stableId('decision', 'Accept'), name: 'Accept', nameFr: 'Acceptation' },
  { id: stableId('decision', 'Vary'), name: 'Vary', nameFr: 'Modification' },
  { id: stableId('decision', 'Reject'), name: 'Reject', nameFr: 'Rejet' },
]

/** The 13 parts of the assessable-activities regulations, in the order the form lists them. */
export const REGULATION_PARTS = [
  ['Mining', 'Exploitation minière'],
  ['Industrial Activities', 'Activités industrielles'],
  ['Oil and Natural Gas', 'Pétrole et gaz naturel'],
  ['Energy and Telecommunications', 'Énergie et télécommunications'],
  ['Wildlife', 'Faune'],
  ['Transportation', 'Transport'],
  ['Nuclear Facilities and Nuclear Substances', 'Installations nucléaires et substances nucléaires'],
  ['Contaminants and Waste', 'Contaminants et déchets'],
  ['Water', 'Eau'],
  ['Fisheries', 'Pêches'],
  ['Air Emissions', 'Émissions atmosphériques'],
  ['National Parks, Park Reserves & Historic Sites', 'Parcs nationaux, réserves de parc et lieux historiques'],
  ['Miscellaneous', 'Divers'],
] as const

const trigger = (regulationPart: string, name: string, nameFr: string) => ({ id: stableId('trigger', name), regulationPart, name, nameFr })

/** Authorizations whose issue makes an activity assessable. */
export const TRIGGERS = [
  trigger('Mining', 'Placer Mining Land Use Approval', 'Approbation d’utilisation des terres pour l’exploitation de placers'),
  trigger('Mining', 'Quartz Mining Licence', 'Permis d’exploitation de quartz'),
  trigger('Mining', 'Quartz Mining Land Use Approval', 'Approbation d’utilisation des terres pour l’exploitation du quartz'),
  trigger('Water', 'Water Licence', 'Permis d’utilisation des eaux'),
  trigger('Miscellaneous', 'Land Use Permit', 'Permis d’utilisation des terres'),
  trigger('Miscellaneous', 'Land Disposition (Lease, Sale)', 'Aliénation de terres (bail, vente)'),
  trigger('Industrial Activities', 'Timber Harvest Licence', 'Permis de récolte de bois'),
  trigger('Fisheries', 'Fisheries Act Authorization', 'Autorisation en vertu de la Loi sur les pêches'),
  trigger('Transportation', 'Canadian Navigable Waters Act Approval', 'Approbation en vertu de la Loi sur les eaux navigables canadiennes'),
  trigger('Transportation', 'Highways Act Permit', 'Permis en vertu de la Loi sur la voirie'),
  trigger('Wildlife', 'Wildlife Act Permit', 'Permis en vertu de la Loi sur la faune'),
  trigger('Contaminants and Waste', 'Solid Waste Permit', 'Permis relatif aux déchets solides'),
  trigger('Contaminants and Waste', 'Special Waste Permit', 'Permis relatif aux déchets spéciaux'),
  trigger('Air Emissions', 'Air Emissions Permit', 'Permis d’émissions atmosphériques'),
  trigger('Energy and Telecommunications', 'Energy Facility Approval', 'Approbation d’installation énergétique'),
  trigger('Oil and Natural Gas', 'Oil and Gas Licence', 'Permis pétrolier et gazier'),
  trigger('National Parks, Park Reserves & Historic Sites', 'Parks Canada Permit', 'Permis de Parcs Canada'),
  trigger('Nuclear Facilities and Nuclear Substances', 'Nuclear Substances Licence', 'Permis relatif aux substances nucléaires'),
  trigger('Miscellaneous', 'Federal Funding', 'Financement fédéral'),
  trigger('Miscellaneous', 'Territorial Funding', 'Financement territorial'),
]

export const DOCUMENT_TYPES = [
  [1, 'proposal', 'Project Proposal', 'Proposition de projet'],
  [2, 'supporting-document', 'Supporting Document', 'Document à l’appui'],
  [3, 'proposal-location', 'Proposal Location File', 'Fichier de localisation de la proposition'],
  [4, 'agent-consent', 'Agent Consent Form', 'Formulaire de consentement du mandataire'],
  [5, 'public-notice', 'Public Notice Image', 'Image de l’avis public'],
  [6, 'information-request', 'Information Request', 'Demande de renseignements'],
  [7, 'information-response', 'Information Response', 'Réponse à la demande de renseignements'],
  [8, 'comment-attachment', 'Comment Attachment', 'Pièce jointe à un commentaire'],
  [9, 'evaluation-report', 'Evaluation Report', 'Rapport d’évaluation'],
  [10, 'screening-report', 'Screening Report', 'Rapport d’examen préalable'],
  [11, 'recommendation', 'Recommendation', 'Recommandation'],
  [12, 'decision-document', 'Decision Document', 'Document décisionnel'],
  [13, 'authorization', 'Authorization', 'Autorisation'],
  [14, 'correspondence', 'Correspondence', 'Correspondance'],
  [15, 'intervenor-application', 'Intervenor Application', 'Demande d’intervention'],
  [16, 'intervenor-submission', 'Intervenor Submission', 'Mémoire d’intervenant'],
  [17, 'hearing-material', 'Hearing Material', 'Documents d’audience'],
  [18, 'emergency-exemption-report', 'Emergency Exemption Report', 'Rapport d’exemption d’urgence'],
  [19, 'guidelines', 'Guidelines', 'Lignes directrices'],
  [20, 'panel-report', 'Panel Report', 'Rapport du comité'],
  [21, 'other', 'Other', 'Autre'],
  // The placer form's required document categories (shared/domain/placer-documents.ts).
  [
    22,
    'placer-class-3-application',
    'Class 3 Placer Mining Land Use Approval Application',
    'Demande d’approbation d’utilisation des terres pour l’exploitation de placers de catégorie 3',
  ],
  [23, 'placer-work-camp-form', 'Environmental Health Services Work Camp Form', 'Formulaire de camp de travail des Services d’hygiène du milieu'],
  [24, 'placer-fuel-spill-plan', 'Fuel Spill Contingency Plans', 'Plans d’urgence en cas de déversement de carburant'],
  [25, 'placer-claim-status-report', 'Claim Status Report', 'Rapport sur l’état des claims'],
  [
    26,
    'placer-fish-habitat-worksheets',
    'Fish Habitat Design, Operation and Reclamation Worksheets',
    'Fiches de conception, d’exploitation et de remise en état de l’habitat du poisson',
  ],
  [
    27,
    'placer-water-licence-application',
    'Water Licence and Mining Land Use Approval Application',
    'Demande de permis d’utilisation des eaux et d’approbation d’utilisation des terres minières',
  ],
  [28, 'placer-schedule-4-application', 'Schedule 4 Application', 'Demande selon l’annexe 4'],
] as const

export const EMAIL_MESSAGE_TYPES = [
  [1, 'public-notice', 'Public Notice', 'Avis public'],
  [2, 'seeking-views', 'Seeking Views and Information', 'Sollicitation d’opinions et de renseignements'],
  [3, 'information-request', 'Information Request', 'Demande de renseignements'],
  [4, 'adequacy', 'Adequacy Notice', 'Avis de conformité'],
  [5, 'recommendation-sent', 'Recommendation Sent', 'Recommandation envoyée'],
  [6, 'decision-document', 'Decision Document Issued', 'Document décisionnel délivré'],
  [7, 'extension', 'Timeline Extension', 'Prolongation du délai'],
  [8, 'hearing', 'Public Hearing Notice', 'Avis d’audience publique'],
  [9, 'general', 'General Notice', 'Avis général'],
  [10, 'comment-period-closed', 'Comment Period Closed', 'Période de commentaires terminée'],
  [11, 'paused', 'Assessment Paused', 'Évaluation mise en pause'],
  [12, 'suspended', 'Assessment Suspended', 'Évaluation suspendue'],
  [13, 'resumed', 'Assessment Resumed', 'Évaluation reprise'],
  [14, 'decision-uploaded', 'Decision Document Uploaded', 'Document décisionnel téléversé'],
  [15, 'answer-submitted', 'Information Response Submitted', 'Réponse à une demande de renseignements soumise'],
  [16, 'answer-published', 'Information Response Published', 'Réponse à une demande de renseignements publiée'],
  [17, 'comment-published', 'Comment Published', 'Commentaire publié'],
  [18, 'intervenor-application', 'Intervenor Application Received', 'Demande d’intervention reçue'],
] as const

/** The participant types of the spec, used as e-mail recipient kinds. */
export const EMAIL_RECIPIENT_TYPES = [
  [1, 'proponent-agent', 'Proponent or Agent', 'Promoteur ou mandataire'],
  [2, 'first-nation', 'First Nation', 'Première Nation'],
  [3, 'decision-body', 'Decision Body', 'Organisme décisionnel'],
  [4, 'staff', 'Staff', 'Personnel'],
  [5, 'notification-profile', 'Notification Profile', 'Profil de notification'],
  [6, 'renewable-resource-council', 'Renewable Resources Council', 'Conseil des ressources renouvelables'],
  [7, 'planning-commission', 'Planning Commission', 'Commission d’aménagement'],
  [8, 'participant', 'Participant', 'Participant'],
  [9, 'follower', 'Follower', 'Personne abonnée au projet'],
  [10, 'intervenor', 'Intervenor', 'Intervenant'],
  [11, 'comment-writer', 'Comment Writer', 'Auteur du commentaire'],
] as const
