// The intervenor application form a person downloads, fills in and attaches (spec
// proposals-and-accounts §2 "Intervenor application screen"): made for the project it is asked
// for, in English or French, so it names the panel review and its deadline.
import { simplePdf } from '../../lib/pdf/simple-pdf.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'

export interface ApplicationFormProject {
  projectNumber: string | null
  title: string
  intervenorDeadline: Date | null
}

const BLANK = '______________________________________________'

const TEXT = {
  en: {
    title: 'Application for Intervenor Status',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    subtitle: (p: ApplicationFormProject) => `Panel review ${p.projectNumber ?? ''}: ${p.title}`,
    intro: (deadline: string | null) => [
      'An intervenor takes part in the panel review with the rights the panel gives intervenors: presenting evidence and questions at the public hearings and filing written submissions before them. Fill in this form, save it, and attach it on the registry’s "Apply as an Intervenor" page for this project.',
      deadline ? `Applications are due by ${deadline} (Yukon time).` : 'The panel announces the application deadline on the project page.',
    ],
    sections: [
      ['1. Applicant', ['Name of the person or organization applying:', 'Contact person (if an organization):', 'Mailing address:', 'Telephone:', 'E-mail:']],
      ['2. Interest in the project', ['Describe how you or your organization may be affected by the project, or the knowledge or expertise you bring to the review:', BLANK, BLANK, BLANK]],
      ['3. Matters you intend to address', ['List the effects, issues or parts of the project you intend to address at the hearings:', BLANK, BLANK, BLANK]],
      ['4. Participation', ['Do you intend to present at the public hearings? (Yes / No)', 'Do you intend to question other participants? (Yes / No)', 'Language of participation (English / French / other):', 'Accommodation or interpretation needed:']],
      ['5. Representative', ['If a lawyer or agent will represent you, their name and contact details:']],
    ] as const,
    closing: [
      'Intervenor hearing material is due 14 days before the hearing it is for. Written submissions are accepted in the comment period before the public hearings.',
      'Signature: ____________________________     Date: ________________',
      'The information in this form is collected to decide your application and is placed on the public registry once the office has reviewed it; contact details are not published.',
    ],
  },
  fr: {
    title: 'Demande de statut d’intervenant',
    page: (page: number, pages: number) => `Page ${page} de ${pages}`,
    subtitle: (p: ApplicationFormProject) => `Examen par un comité ${p.projectNumber ?? ''} : ${p.title}`,
    intro: (deadline: string | null) => [
      'Un intervenant prend part à l’examen par le comité avec les droits que le comité accorde aux intervenants : présenter des éléments de preuve et des questions aux audiences publiques et déposer des mémoires avant celles-ci. Remplissez ce formulaire, enregistrez-le et joignez-le à la page « Demander le statut d’intervenant » de ce projet dans le registre.',
      deadline ? `Les demandes doivent être reçues au plus tard le ${deadline} (heure du Yukon).` : 'Le comité annonce la date limite des demandes sur la page du projet.',
    ],
    sections: [
      ['1. Demandeur', ['Nom de la personne ou de l’organisme qui présente la demande :', 'Personne-ressource (s’il s’agit d’un organisme) :', 'Adresse postale :', 'Téléphone :', 'Courriel :']],
      ['2. Intérêt dans le projet', ['Décrivez en quoi le projet peut vous toucher, vous ou votre organisme, ou les connaissances ou l’expertise que vous apportez à l’examen :', BLANK, BLANK, BLANK]],
      ['3. Questions que vous comptez aborder', ['Énumérez les effets, les enjeux ou les parties du projet que vous comptez aborder aux audiences :', BLANK, BLANK, BLANK]],
      ['4. Participation', ['Comptez-vous faire une présentation aux audiences publiques? (Oui / Non)', 'Comptez-vous interroger d’autres participants? (Oui / Non)', 'Langue de participation (français / anglais / autre) :', 'Mesures d’adaptation ou interprétation nécessaires :']],
      ['5. Représentant', ['Si un avocat ou un mandataire vous représente, son nom et ses coordonnées :']],
    ] as const,
    closing: [
      'Les documents d’audience des intervenants doivent être déposés 14 jours avant l’audience qu’ils visent. Les mémoires écrits sont acceptés pendant la période de commentaires précédant les audiences publiques.',
      'Signature : ____________________________     Date : ________________',
      'Les renseignements de ce formulaire sont recueillis pour trancher votre demande et sont versés au registre public une fois examinés par le bureau; les coordonnées ne sont pas publiées.',
    ],
  },
} as const

export type FormLanguage = keyof typeof TEXT

export function applicationFormFileName(language: FormLanguage, projectNumber: string | null): string {
  return `${language === 'fr' ? 'demande-intervenant' : 'intervenor-application'}${projectNumber ? `-${projectNumber}` : ''}.pdf`
}

export function applicationFormPdf(project: ApplicationFormProject, language: FormLanguage): Uint8Array {
  const text = TEXT[language]
  const deadline = project.intervenorDeadline ? formatDateTime(project.intervenorDeadline, language) : null
  const paragraphs = [...text.intro(deadline), ...text.sections.flatMap(([heading, lines]) => [heading, ...lines]), ...text.closing]
  return simplePdf({ title: text.title, subtitle: text.subtitle(project), paragraphs, pageFooter: text.page })
}
