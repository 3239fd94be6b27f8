// The PDF-upload proposal (spec proposals-and-accounts §2 "PDF-upload submission", §3 "PDF-upload
// submission payload", §5 "PDF upload"): the few fields sent beside a filled-in proposal PDF, kept
// as the draft's form (form1 of kind 'upload', version 1), and what a submit needs. The files live
// beside the form as attachments: one proposal file, and for agents one signed consent form.
import { agentMissing } from './agent-requirements.ts'
import type { AgentRequirement } from './agent-requirements.ts'

export const UPLOAD_FORM_VERSION = 1

export interface UploadForm {
  version: typeof UPLOAD_FORM_VERSION
  projectId: string
  language: 'en' | 'fr'
  proponentName: string
  projectTitle: string
  /** Assessment district ids chosen from the checklist. */
  assessmentDistricts: string[]
  isAgent: boolean
  /** The proponent's email, given by an agent. */
  proponentEmail: string
  agreePrivacy: boolean
  agreeTerms: boolean
}

export function emptyUploadForm(projectId: string, language: 'en' | 'fr'): UploadForm {
  return {
    version: UPLOAD_FORM_VERSION,
    projectId,
    language,
    proponentName: '',
    projectTitle: '',
    assessmentDistricts: [],
    isAgent: false,
    proponentEmail: '',
    agreePrivacy: false,
    agreeTerms: false,
  }
}

/** A stored upload draft as today's form: fields of the right kind are kept, anything else is the empty form's. */
export function readUploadForm(stored: unknown): UploadForm | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null
  const value = stored as Record<string, unknown>
  if (value.version !== UPLOAD_FORM_VERSION || typeof value.projectId !== 'string') return null
  const empty = emptyUploadForm(value.projectId, value.language === 'fr' ? 'fr' : 'en')
  const text = (key: 'proponentName' | 'projectTitle' | 'proponentEmail') => (typeof value[key] === 'string' ? value[key] : empty[key])
  const flag = (key: 'isAgent' | 'agreePrivacy' | 'agreeTerms') => (typeof value[key] === 'boolean' ? value[key] : empty[key])
  const districts = Array.isArray(value.assessmentDistricts) ? value.assessmentDistricts.filter((d): d is string => typeof d === 'string') : []
  return {
    ...empty,
    proponentName: text('proponentName'),
    projectTitle: text('projectTitle'),
    proponentEmail: text('proponentEmail'),
    isAgent: flag('isAgent'),
    agreePrivacy: flag('agreePrivacy'),
    agreeTerms: flag('agreeTerms'),
    assessmentDistricts: districts,
  }
}

/** What a submit needs and may lack. */
export type UploadRequirement = 'proponentName' | 'projectTitle' | 'assessmentDistricts' | 'proposalFile' | AgentRequirement | 'agreePrivacy' | 'agreeTerms'

export interface UploadFiles {
  proposal: number
  agentConsent: number
}

export function uploadMissing(form: UploadForm, files: UploadFiles): UploadRequirement[] {
  const missing: UploadRequirement[] = []
  if (!form.proponentName.trim()) missing.push('proponentName')
  if (!form.projectTitle.trim()) missing.push('projectTitle')
  if (form.assessmentDistricts.length === 0) missing.push('assessmentDistricts')
  if (files.proposal === 0) missing.push('proposalFile')
  missing.push(...agentMissing(form, files.agentConsent))
  if (!form.agreePrivacy) missing.push('agreePrivacy')
  if (!form.agreeTerms) missing.push('agreeTerms')
  return missing
}

/**
 * The districts a PDF proposal may name. The spec leaves two districts out of this checklist
 * without naming them; the registry's reference data has one district that is not a designated
 * office's, the Executive Committee (also hidden from the general form's checklist), so the list
 * leaves out every district marked hidden from checklists (decision 0011).
 */
export function uploadDistrictChoices<D extends { hiddenFromChecklist: boolean }>(districts: readonly D[]): D[] {
  return districts.filter((d) => !d.hiddenFromChecklist)
}
