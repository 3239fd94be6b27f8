// The demo accounts: one per role of the spec, all with the same documented password (it meets
// the password rule: at least 8 characters with a letter and a number). The README lists them
// as a table; a unit test keeps the two in step.

export const DEMO_PASSWORD = 'YukonDemo2005'

export type DemoAccountKey =
  'proponent' | 'decisionBody' | 'planningCommission' | 'intervenor' | 'participant' | 'follower' | 'assessor' | 'manager' | 'administrator'

export interface DemoAccount {
  key: DemoAccountKey
  email: string
  firstName: string
  lastName: string
  company: string | null
  phone: string
  /** Staff role, for the office's accounts. */
  staffRole: 'assessor' | 'manager' | 'administrator' | null
  /** Organizations the account belongs to (by kind and name in the reference lists), its own first. */
  organizations: { kind: 'decision-body' | 'planning-commission'; name: string }[]
  role: string
  whatToTry: string
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'proponent',
    email: 'proponent@demo.example',
    firstName: 'Jordan',
    lastName: 'Miller',
    company: 'Midnight Sun Placers Ltd.',
    phone: '867-555-0101',
    staffRole: null,
    organizations: [],
    role: 'Proponent or agent',
    whatToTry:
      'My Projects with drafts (general form, PDF upload, placer mining form) and submitted projects; start a placer proposal from an earlier one at before-you-begin step 3; draft with no connection once the connection menu (Online/Offline in the header) says the app is ready to work offline, which a first visit after the login prepares without opening a form (part 3\'s look-up runs on the device, and so do the placer form\'s claims typed or from a CSV); the menu and My Projects count the drafts, files and submissions waiting to be sent, My Projects says when each draft was saved on the device and sent to the registry and updates itself as they go, and a submission queued offline is announced with its project number when it reaches the registry; "Use my location" in part 3 of both forms adds the device\'s position (with its accuracy) as a point, with no connection too; "Export to a file" on a draft (its form and files in one zip, also offline) and "Import a draft from a file" on My Projects carry a draft to another device; edit one draft on two devices and changes to different fields merge, while a field changed on both asks which to keep, field by field; the placer form\'s required documents, one area per category, listed by category on its placer view; submit a proposal and see it on My Projects while the public cannot find it until staff accept it; the Information Responses tab: answer a request (rich text and files per question), save a draft, submit it and see "Assessor Reviewing Information"; Add Document on the Documents tab of a project outside its information requests (it shows to you as Unreviewed, to the public once the office publishes it)',
  },
  {
    key: 'decisionBody',
    email: 'decision-body@demo.example',
    firstName: 'Robin',
    lastName: 'Ashby',
    company: null,
    phone: '867-555-0102',
    staffRole: null,
    organizations: [{ kind: 'decision-body', name: 'YG EMR Minerals Resources Branch' }],
    role: 'Decision body (YG EMR Minerals Resources Branch)',
    whatToTry:
      "The projects the branch is a decision body on, on My Projects; hide projects from that list; Upload Decision on the project whose recommendation was sent, and Upload Authorization on the decision issued recently (the office's lead assessor is mailed)",
  },
  {
    key: 'planningCommission',
    email: 'planning@demo.example',
    firstName: 'Sam',
    lastName: 'Whitley',
    company: null,
    phone: '867-555-0103',
    staffRole: null,
    organizations: [
      { kind: 'planning-commission', name: 'Dawson Regional Planning Commission' },
      { kind: 'planning-commission', name: 'Peel Regional Planning Commission' },
    ],
    role: 'Planning commission (Dawson Regional Planning Commission; also on the Peel Regional Planning Commission)',
    whatToTry:
      'My Projects with projects in the Dawson planning region; Add a Comment posted on behalf of either commission (the form offers a choice of the two)',
  },
  {
    key: 'intervenor',
    email: 'intervenor@demo.example',
    firstName: 'Alex',
    lastName: 'Morin',
    company: 'Boreal Wildlife Watch',
    phone: '867-555-0104',
    staffRole: null,
    organizations: [],
    role: 'Intervenor on both panel reviews',
    whatToTry:
      'Intervenors and Hearings tabs of the two panel reviews; Add Document on the one before its hearings (a written submission, or hearing material until 14 days before its hearing); its Apply as an Intervenor page says they applied',
  },
  {
    key: 'participant',
    email: 'participant@demo.example',
    firstName: 'Taylor',
    lastName: 'Grant',
    company: null,
    phone: '867-555-0105',
    staffRole: null,
    organizations: [],
    role: 'Participant',
    whatToTry: "A project open to participants' comments, as a participant sees it",
  },
  {
    key: 'follower',
    email: 'follower@demo.example',
    firstName: 'Jamie',
    lastName: 'Lachance',
    company: null,
    phone: '867-555-0106',
    staffRole: null,
    organizations: [],
    role: 'Follower (public)',
    whatToTry:
      'Followed projects on My Projects; the notification profile; save projects for offline; Apply as an Intervenor on the panel review before its hearings (download the form, attach it filled); comment with "Do not display my name publicly" (no organization, no company); "Use my location" in the notification profile draws an area around the device\'s position',
  },
  {
    key: 'assessor',
    email: 'assessor@demo.example',
    firstName: 'Chris',
    lastName: 'Nolan',
    company: null,
    phone: '867-555-0107',
    staffRole: 'assessor',
    organizations: [],
    role: 'Staff assessor',
    whatToTry:
      "Lead assessor of the Whitehorse district projects and of the stage-by-stage sample projects: sees proposals at Proposal Check and unreviewed documents; never another person's unsubmitted draft; the Staff workspace (Staff in the header): accept or return a proposal at Proposal Check, move a project to a stage allowed next with its deadline in business days, extend, pause, suspend, resume or discontinue it; review comments at `/staff/comments` (publish with passages withheld, each with its reason; reject with a reason, after which a commenter who gave an e-mail address gets a link to edit and resubmit; mark for further review; Undo your own last answer on a comment); work through the other queues in the staff navigation (Documents: publish as Public, mark Internal or upload a redacted version the public downloads instead; Answers: publish a submitted answer; Intervenors: accept, or decline with a reason the applicant is mailed; Proposals: accept into Adequacy Review or return with a reason), each oldest received first with its review due date and \"Save and next\", and Undo of your own last decision there (the e-mail it sent stays sent); a decision another reviewer already took is refused with who took it and when, and only one e-mail goes out; on a project's staff page, write an information request (preamble, numbered questions with files, deadline) or a simplified one (documents), save it unpublished, then publish it (the proponent answers it on the Information Responses tab); post notes, correspondence and document groups with their files (Internal or Public), schedule hearings with their material, and edit them afterwards (a hearing's new date, time or place is told in the activity feed), send a general notice to the project's followers; open a comment period to the public (its notice is e-mailed to followers and matching profiles; the Notifications tab lists it) or to participants, close it, write the printable public notice's own text in English and French, set the seeking-views deadline, assign the lead assessor, set a panel review's members and what its page shows, mark key documents, record the outcome (56.1 a–d) and, from a decision body's uploaded decision document, the decision (Accept, Vary, Reject)",
  },
  {
    key: 'manager',
    email: 'manager@demo.example',
    firstName: 'Morgan',
    lastName: 'Tremblay',
    company: null,
    phone: '867-555-0108',
    staffRole: 'manager',
    organizations: [],
    role: 'Staff manager',
    whatToTry:
      "Everything the assessor does in the Staff workspace, and each project's audit log (who changed what, when, the values before and after); emergency exemption reports at `/staff/emergency-exemptions` (create one with its districts, add its documents, publish it on the public Emergency Exemptions page or withdraw it)",
  },
  {
    key: 'administrator',
    email: 'administrator@demo.example',
    firstName: 'Avery',
    lastName: 'Sandberg',
    company: null,
    phone: '867-555-0109',
    staffRole: 'administrator',
    organizations: [],
    role: 'Staff administrator',
    whatToTry:
      "Everything the manager does, and registry administration: the home page's site message at `/staff/site-messages` (English and French rich text, an expiry, a preview; publish or withdraw it), staff accounts at `/staff/accounts` (find any account by name or e-mail and give or take the assessor, manager or administrator role; never your own), organizations at `/staff/organizations` (add one, edit its English and French names, remove or restore it), and on a project's staff page the People's roles panel (find `follower@demo.example`, make them a participant of the project open to participants' comments, and they can Add a Comment there; remove the role again)",
  },
]

export function demoAccount(key: DemoAccountKey): DemoAccount {
  return DEMO_ACCOUNTS.find((a) => a.key === key)!
}

/** The list as the Markdown table of docs/demo-accounts.md. */
export function demoAccountsTable(): string {
  const rows = DEMO_ACCOUNTS.map((a) => `| ${a.role} | \`${a.email}\` | ${a.firstName} ${a.lastName} | ${a.whatToTry} |`)
  return ['| Role | E-mail | Name | What to try |', '| --- | --- | --- | --- |', ...rows].join('\n')
}
