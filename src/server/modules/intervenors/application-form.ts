// The intervenor application form a person downloads, fills in and attaches (spec
// proposals-and-accounts §2 "Intervenor application screen"): made for the project it is asked
// for, in English or French, so it names the panel review and its deadline. Its blanks are form
// fields a PDF reader fills in: text boxes, and check boxes where it asks a choice.
import type { PdfBlock, PdfChoiceField, PdfTextField } from '../../lib/pdf/simple-pdf.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'

export interface ApplicationFormProject {
  projectNumber: string | null
  title: string
  intervenorDeadline: Date | null
}

const box = (name: string, label: string, lines = 1): PdfTextField => ({ kind: 'text', name, label, lines })
const choose = (label: string, choices: [name: string, label: string][]): PdfChoiceField => ({
  kind: 'choice',
  label,
  choices: choices.map(([name, choice]) => ({ name, label: choice })),
})

/** The form's words in one language: its section headings, and a label for each field and answer. */
interface Labels {
  headings: [applicant: string, interest: string, matters: string, participation: string, representative: string]
  applicantName: string
  contactPerson: string
  mailingAddress: string
  telephone: string
  email: string
  interest: string
  matters: string
  present: string
  question: string
  yes: string
  no: string
  language: string
  languages: [name: 'languageEnglish' | 'languageFrench' | 'languageOther', label: string][]
  otherLanguage: string
  accommodation: string
  representative: string
  hearingMaterial: string
  signature: string
  date: string
  privacy: string
}

// Field names are the same in both languages, so the office reads any filled form alike.
const form = (l: Labels): PdfBlock[] => [
  l.headings[0],
  box('applicantName', l.applicantName),
  box('contactPerson', l.contactPerson),
  box('mailingAddress', l.mailingAddress, 2),
  box('telephone', l.telephone),
  box('email', l.email),
  l.headings[1],
  box('interest', l.interest, 4),
  l.headings[2],
  box('matters', l.matters, 4),
  l.headings[3],
  choose(l.present, [
    ['presentYes', l.yes],
    ['presentNo', l.no],
  ]),
  choose(l.question, [
    ['questionYes', l.yes],
    ['questionNo', l.no],
  ]),
  choose(l.language, l.languages),
  box('otherLanguage', l.otherLanguage),
  box('accommodation', l.accommodation, 2),
  l.headings[4],
  box('representative', l.representative, 3),
  l.hearingMaterial,
  box('signature', l.signature),
  box('date', l.date),
  l.privacy,
]

interface FormText {
  title: string
  page: (page: number, pages: number) => string
  subtitle: (p: ApplicationFormProject) => string
  intro: (deadline: string | null) => string[]
  labels: Labels
}

const TEXT: Record<'en' | 'fr', FormText> = {
  en: {
    title: 'Application for Intervenor Status',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    subtitle: (p: ApplicationFormProject) => `Panel review ${p.projectNumber ?? ''}: ${p.title}`,
    intro: (deadline: string | null) => [
      'An intervenor takes part in the panel review with the rights the panel gives intervenors: presenting evidence and questions at the public hearings and filing written submissions before them. Fill in this form, save it, and attach it on the registry’s "Apply as an Intervenor" page for this project.',
      deadline ? `Applications are due by ${deadline} (Yukon time).` : 'The panel announces the application deadline on the project page.',
    ],
    labels: {
      headings: ['1. Applicant', '2. Interest in the project', '3. Matters you intend to address', '4. Participation', '5. Representative'],
      applicantName: 'Name of the person or organization applying:',
      contactPerson: 'Contact person (if an organization):',
      mailingAddress: 'Mailing address:',
      telephone: 'Telephone:',
      email: 'E-mail:',
      interest: 'Describe how you or your organization may be affected by the project, or the knowledge or expertise you bring to the review:',
      matters: 'List the effects, issues or parts of the project you intend to address at the hearings:',
      present: 'Do you intend to present at the public hearings?',
      question: 'Do you intend to question other participants?',
      yes: 'Yes',
      no: 'No',
      language: 'Language of participation:',
      languages: [
        ['languageEnglish', 'English'],
        ['languageFrench', 'French'],
        ['languageOther', 'Other'],
      ],
      otherLanguage: 'If other, which language:',
      accommodation: 'Accommodation or interpretation needed:',
      representative: 'If a lawyer or agent will represent you, their name and contact details:',
      hearingMaterial:
        'Intervenor hearing material is due 14 days before the hearing it is for. Written submissions are accepted in the comment period before the public hearings.',
      signature: 'Signature:',
      date: 'Date:',
      privacy:
        'The information in this form is collected to decide your application and is placed on the public registry once the office has reviewed it; contact details are not published.',
    },
  },
  fr: {
    title: 'Demande de statut d’intervenant',
    page: (page: number, pages: number) => `Page ${page} de ${pages}`,
    subtitle: (p: ApplicationFormProject) => `Examen par un comité ${p.projectNumber ?? ''} : ${p.title}`,
    intro: (deadline: string | null) => [
      'Un intervenant prend part à l’examen par le comité avec les droits que le comité accorde aux intervenants : présenter des éléments de preuve et des questions aux audiences publiques et déposer des mémoires avant celles-ci. Remplissez ce formulaire, enregistrez-le et joignez-le à la page « Demander le statut d’intervenant » de ce projet dans le registre.',
      deadline
        ? `Les demandes doivent être reçues au plus tard le ${deadline} (heure du Yukon).`
        : 'Le comité annonce la date limite des demandes sur la page du projet.',
    ],
    labels: {
      headings: ['1. Demandeur', '2. Intérêt dans le projet', '3. Questions que vous comptez aborder', '4. Participation', '5. Représentant'],
      applicantName: 'Nom de la personne ou de l’organisme qui présente la demande :',
      contactPerson: 'Personne-ressource (s’il s’agit d’un organisme) :',
      mailingAddress: 'Adresse postale :',
      telephone: 'Téléphone :',
      email: 'Courriel :',
      interest: 'Décrivez en quoi le projet peut vous toucher, vous ou votre organisme, ou les connaissances ou l’expertise que vous apportez à l’examen :',
      matters: 'Énumérez les effets, les enjeux ou les parties du projet que vous comptez aborder aux audiences :',
      present: 'Comptez-vous faire une présentation aux audiences publiques?',
      question: 'Comptez-vous interroger d’autres participants?',
      yes: 'Oui',
      no: 'Non',
      language: 'Langue de participation :',
      languages: [
        ['languageFrench', 'français'],
        ['languageEnglish', 'anglais'],
        ['languageOther', 'autre'],
      ],
      otherLanguage: 'S’il s’agit d’une autre langue, laquelle :',
      accommodation: 'Mesures d’adaptation ou interprétation nécessaires :',
      representative: 'Si un avocat ou un mandataire vous représente, son nom et ses coordonnées :',
      hearingMaterial:
        'Les documents d’audience des intervenants doivent être déposés 14 jours avant l’audience qu’ils visent. Les mémoires écrits sont acceptés pendant la période de commentaires précédant les audiences publiques.',
      signature: 'Signature :',
      date: 'Date :',
      privacy:
        'Les renseignements de ce formulaire sont recueillis pour trancher votre demande et sont versés au registre public une fois examinés par le bureau; les coordonnées ne sont pas publiées.',
    },
  },
}

export type FormLanguage = keyof typeof TEXT

export function applicationFormFileName(language: FormLanguage, projectNumber: string | null): string {
  return `${language === 'fr' ? 'demande-intervenant' : 'intervenor-application'}${projectNumber ? `-${projectNumber}` : ''}.pdf`
}

export async function applicationFormPdf(project: ApplicationFormProject, language: FormLanguage): Promise<Uint8Array> {
  // pdf-lib is loaded when a form is first asked for, not by every server at start (decision 0096).
  const { simplePdf } = await import('../../lib/pdf/simple-pdf.ts')
  const text = TEXT[language]
  const deadline = project.intervenorDeadline ? formatDateTime(project.intervenorDeadline, language) : null
  return simplePdf({ title: text.title, subtitle: text.subtitle(project), paragraphs: [...text.intro(deadline), ...form(text.labels)], pageFooter: text.page })
}
