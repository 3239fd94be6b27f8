// Before you begin, step 2 (spec proposals-and-accounts §2): how to make the proposal — the
// placer-mining online form, the general online form (in English or French), or a filled-in PDF.
// The route decides where each choice leads.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import type { Locale } from '../../../lib/i18n'
import styles from './proposal-start.module.css'

export type FormType = 'placer' | 'online' | 'upload'

export interface FormTypeChoiceProps {
  /** The interface language, which the online form starts in. */
  locale: Locale
  onChoose: (choice: { type: FormType; language: Locale }) => void
}

function Choice({
  value,
  checked,
  onSelect,
  title,
  hint,
  children,
}: {
  value: FormType
  checked: boolean
  onSelect: () => void
  title: ReactNode
  hint: ReactNode
  children?: ReactNode
}) {
  return (
    <label className={styles.choice}>
      <input type="radio" name="form-type" value={value} checked={checked} onChange={onSelect} />
      <span>
        <span className={styles.choiceTitle}>{title}</span>
        <span className={styles.choiceHint}>{hint}</span>
        {children}
      </span>
    </label>
  )
}

export function FormTypeChoice({ locale, onChoose }: FormTypeChoiceProps) {
  const { t } = useLingui()
  const [type, setType] = useState<FormType | null>(null)
  const [language, setLanguage] = useState<Locale>(locale)
  return (
    <div className={styles.page}>
      <p className={styles.steps}>
        <Trans>Step 2</Trans>
      </p>
      <fieldset className={styles.choices}>
        <legend>
          <Trans>How would you like to make your proposal?</Trans>
        </legend>
        <Choice
          value="placer"
          checked={type === 'placer'}
          onSelect={() => setType('placer')}
          title={<Trans>Placer mining proposal</Trans>}
          hint={<Trans>The online form for placer mining projects: your claims, activities, and the effects and mitigations that apply to them.</Trans>}
        />
        <Choice
          value="online"
          checked={type === 'online'}
          onSelect={() => setType('online')}
          title={<Trans>Online proposal</Trans>}
          hint={<Trans>The online form in 8 parts for any other project.</Trans>}
        >
          {type === 'online' && (
            <fieldset className={styles.formLanguage} aria-label={t`Language of the form`}>
              <legend>
                <Trans>Language of the form:</Trans>
              </legend>
              <label>
                <input type="radio" name="form-language" checked={language === 'en'} onChange={() => setLanguage('en')} /> <span lang="en">English</span>
              </label>
              <label>
                <input type="radio" name="form-language" checked={language === 'fr'} onChange={() => setLanguage('fr')} /> <span lang="fr">Français</span>
              </label>
            </fieldset>
          )}
        </Choice>
        <Choice
          value="upload"
          checked={type === 'upload'}
          onSelect={() => setType('upload')}
          title={<Trans>Upload a filled PDF</Trans>}
          hint={<Trans>You have filled in the proposal form as a PDF document and want to submit it.</Trans>}
        />
      </fieldset>
      <div className={styles.actions}>
        <Button disabled={type === null} onClick={() => type && onChoose({ type, language })}>
          <Trans>Continue</Trans>
        </Button>
      </div>
    </div>
  )
}
