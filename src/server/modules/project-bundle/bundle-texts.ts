// The text files of a whole-project download: a comment, an information request with its published
// answers, a notice, a note, a piece of correspondence, each as the public reads it on the project
// page (the comment's public copy, with its withheld passages marked). Markdown for what is plain
// text, HTML for what the registry keeps as sanitized HTML (notes and notices), shown as it is.
import { formatDate, formatDateTime } from '../../../shared/domain/dates.ts'

const line = (label: string, value: string | null | undefined) => (value ? [`${label}: ${value}`] : [])
const day = (iso: string | null) => (iso ? formatDate(new Date(iso)) : null)
type Lines = string | readonly Lines[]
const flat = (lines: Lines): string[] => (typeof lines === 'string' ? [lines] : lines.flatMap(flat))
const text = (lines: Lines) => `${flat(lines).join('\n').trim()}\n`

export function commentText(comment: {
  documentNumber: string | null
  anonymous: boolean
  firstName: string
  lastName: string
  postingAs: string | null
  submittedDate: string
  redactedComment: string
  attachments: readonly string[]
}): string {
  const author = comment.anonymous ? 'Anonymous' : `${comment.firstName} ${comment.lastName}`.trim()
  return text([
    `# Comment${comment.documentNumber ? ` ${comment.documentNumber}` : ''}`,
    '',
    line('By', author + (comment.postingAs ? ` (${comment.postingAs})` : '')),
    line('Submitted', day(comment.submittedDate)),
    '',
    comment.redactedComment,
    comment.attachments.length ? ['', '## Attachments', '', ...comment.attachments.map((a) => `- ${a}`)] : [],
  ])
}

export function informationRequestText(request: {
  number: number
  documentNumberRequest: string | null
  documentNumberResponse: string | null
  status: string
  preamble: string | null
  publishedDate: string | null
  answeredDate: string | null
  deadline: string | null
  questions: readonly {
    questionNumber: number
    text: string
    attachments: readonly string[]
    answer: { text: string | null; attachments: readonly string[] } | null
  }[]
}): string {
  const files = (names: readonly string[]) => (names.length ? ['', ...names.map((n) => `- Attachment: ${n}`)] : [])
  return text([
    `# Information Request No. ${request.number}`,
    '',
    line('Number', request.documentNumberRequest),
    line('Response number', request.documentNumberResponse),
    line('Status', request.status),
    line('Published', day(request.publishedDate)),
    line('Due', request.deadline ? formatDateTime(new Date(request.deadline)) : null),
    line('Answered', day(request.answeredDate)),
    request.preamble ? ['', request.preamble] : [],
    ...request.questions.map((q) => [
      '',
      `## Question ${q.questionNumber}`,
      '',
      q.text,
      files(q.attachments),
      q.answer ? ['', `### Answer`, '', q.answer.text ?? '', files(q.answer.attachments)] : [],
    ]),
  ])
}

export function correspondenceText(item: {
  title: string
  description: string | null
  documentNumber: string | null
  sentDate: string
  attachments: readonly string[]
}): string {
  return text([
    `# ${item.title}`,
    '',
    line('Number', item.documentNumber),
    line('Sent', day(item.sentDate)),
    item.description ? ['', item.description] : [],
    item.attachments.length ? ['', '## Documents', '', ...item.attachments.map((a) => `- ${a}`)] : [],
  ])
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A page around HTML the registry sanitized when it was written (a note, a notice): its title and
 * facts escaped, its body as the project page shows it.
 */
export function htmlPage(page: {
  title: string
  facts: readonly [string, string | null][]
  sections: readonly { lang: 'en' | 'fr'; title?: string; html: string }[]
  attachments?: readonly string[]
}): string {
  const facts = page.facts.filter((f): f is [string, string] => f[1] !== null).map(([k, v]) => `<p>${escapeHtml(k)}: ${escapeHtml(v)}</p>`)
  const sections = page.sections.map((s) => `<section lang="${s.lang}">${s.title ? `<h2>${escapeHtml(s.title)}</h2>` : ''}\n${s.html}\n</section>`)
  const attachments = page.attachments?.length ? [`<h2>Documents</h2>`, `<ul>${page.attachments.map((a) => `<li>${escapeHtml(a)}</li>`).join('')}</ul>`] : []
  return [
    `<!doctype html>`,
    `<html lang="en"><meta charset="utf-8"><title>${escapeHtml(page.title)}</title>`,
    `<h1>${escapeHtml(page.title)}</h1>`,
    ...facts,
    ...sections,
    ...attachments,
    `</html>`,
    '',
  ].join('\n')
}
