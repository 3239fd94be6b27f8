// What a proposal made by an agent needs besides the proponent's own details (spec
// proposals-and-accounts §5: "Agent: proponent email and a signed consent form are needed"): the
// proponent's email and one signed consent form. One rule for every form (the general form, the PDF
// upload), in the browser and in the server's submit (submit-requirements.ts): a submit that lacks
// either is refused, naming what it lacks.

export type AgentRequirement = 'proponentEmail' | 'agentConsentFile'

/** What an agent's proposal still lacks; nothing when the person is not an agent. */
export function agentMissing(form: { isAgent: boolean; proponentEmail: string }, consentFiles: number): AgentRequirement[] {
  if (!form.isAgent) return []
  const missing: AgentRequirement[] = []
  if (form.proponentEmail.trim() === '') missing.push('proponentEmail')
  if (consentFiles === 0) missing.push('agentConsentFile')
  return missing
}
