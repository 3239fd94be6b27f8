// A new general proposal, in the form's language its address names (/project/add, /project/add/fr).
import { useLingui } from '@lingui/react/macro'
import { useSearch } from '@tanstack/react-router'
import { usePageTitle } from '../../../components/ui/use-page-title'
import { GeneralFormPage } from '../../-general-form-page'
import { useNewDraft } from '../-new-draft'

export function NewGeneralProposal({ language }: { language: 'en' | 'fr' }) {
  const { t } = useLingui()
  usePageTitle(t`New proposal`)
  const { projectId, onFirstEdit } = useNewDraft(language === 'fr' ? '/project/add/fr' : '/project/add', useSearch({ strict: false }).draft)
  return <GeneralFormPage key={projectId} projectId={projectId} language={language} isNew onFirstEdit={onFirstEdit} />
}
