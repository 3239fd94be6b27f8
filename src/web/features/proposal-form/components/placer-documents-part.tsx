// Part 2 of the placer form (spec proposals-and-accounts §2 part 2, §9): one upload area per
// required document category, under who issues the form, each listing the files added in it; files
// kept before the form had categories are listed apart until the person gives each its category.
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { PLACER_DOCUMENT_CATEGORIES, placerCategoriesByIssuer } from '../../../../shared/domain/placer-documents'
import { PLACER_DOCUMENT_CATEGORY_NAMES, PLACER_DOCUMENT_ISSUER_NAMES } from './placer-part-titles'
import type { RenderDocuments } from './part-props'
import styles from './form-fields.module.css'

export type CategoryChoice = { documentTypeId: number; label: string }

interface Props {
  renderDocuments: RenderDocuments
  renderUncategorizedDocuments: (categories: CategoryChoice[]) => ReactNode
}

export function PlacerDocumentsPart({ renderDocuments, renderUncategorizedDocuments }: Props) {
  const { i18n } = useLingui()
  const label = (documentTypeId: number) => i18n._(PLACER_DOCUMENT_CATEGORY_NAMES[documentTypeId]!)
  return (
    <>
      <p>
        <Trans>Attach the forms and plans your project needs, each in its category.</Trans>
      </p>
      {renderUncategorizedDocuments(PLACER_DOCUMENT_CATEGORIES.map(({ documentTypeId }) => ({ documentTypeId, label: label(documentTypeId) })))}
      {placerCategoriesByIssuer().map(({ issuer, categories }) => (
        <section key={issuer} className={styles.subsection} aria-labelledby={`placer-documents-${issuer}`}>
          <h3 id={`placer-documents-${issuer}`} className={styles.subheading}>
            {i18n._(PLACER_DOCUMENT_ISSUER_NAMES[issuer])}
          </h3>
          {categories.map(({ documentTypeId }) => (
            <div key={documentTypeId} className={styles.subsection} data-testid="placer-document-category">
              {issuer !== 'other' && <h4 className={styles.categoryHeading}>{label(documentTypeId)}</h4>}
              {renderDocuments({ group: 'project', label: label(documentTypeId), documentTypeId })}
            </div>
          ))}
        </section>
      ))}
    </>
  )
}
