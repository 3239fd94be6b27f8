// The mails of the account flows, in English and French. Links point at the web app's routes
// (spec: /confirm-email/{token}, /loginEmail/{token}, /change-password/{token},
// /create-password/{token}) under PUBLIC_BASE_URL.
import type { OutgoingMail } from './mailer.ts'

import { escapeHtml, greeting, letterText, SIGNATURE } from './letter.ts'
import type { Language } from './letter.ts'

export type { Language }

export type AccountMailKind = 'confirm-email' | 'login-email' | 'reset-password' | 'create-password' | 'already-registered' | 'failed-logins'

/** The mails that carry no token link to a page of the web app instead. */
type PageMailKind = 'already-registered' | 'failed-logins'

const ROUTES: Record<Exclude<AccountMailKind, PageMailKind>, string> = {
  'confirm-email': '/confirm-email/',
  'login-email': '/loginEmail/',
  'reset-password': '/change-password/',
  'create-password': '/create-password/',
}

const PAGES: Record<PageMailKind, string> = {
  'already-registered': '/login',
  // Where a login link is asked for: it works while password attempts wait.
  'failed-logins': '/loginEmail',
}

const isPageMail = (kind: AccountMailKind): kind is PageMailKind => kind in PAGES

interface Wording {
  subject: string
  lines: string[]
  action?: string
}

/** How long a link lasts, with the noun in the number the language gives it ("1 hour", "24 hours"; "1 heure"). */
function lifetime(hours: number, language: Language): string {
  const one = new Intl.PluralRules(language === 'fr' ? 'fr-CA' : 'en-CA').select(hours) === 'one'
  if (language === 'fr') return `${hours} ${one ? 'heure' : 'heures'}`
  return `${hours} ${one ? 'hour' : 'hours'}`
}

function wording(kind: AccountMailKind, language: Language, hours: number): Wording {
  const expires = lifetime(hours, language)
  const en: Record<AccountMailKind, Wording> = {
    'confirm-email': {
      subject: 'Confirm your e-mail address',
      lines: [
        'Thank you for creating an account on the registry.',
        `Confirm your e-mail address with the link below. It can be used once and expires in ${expires}.`,
      ],
      action: 'Confirm my e-mail address',
    },
    'login-email': {
      subject: 'Your link to log in',
      lines: [
        `Use the link below to log in to the registry. It can be used once and expires in ${expires}.`,
        'If you did not ask for it, you can ignore this message.',
      ],
      action: 'Log in',
    },
    'reset-password': {
      subject: 'Reset your password',
      lines: [
        `Someone asked to reset the password of your registry account. Use the link below to choose a new one. It can be used once and expires in ${expires}.`,
        'If you did not ask for it, you can ignore this message; your password stays as it is.',
      ],
      action: 'Choose a new password',
    },
    'create-password': {
      subject: 'Create your password',
      lines: [`An account on the registry was opened for you. Use the link below to create your password. It can be used once and expires in ${expires}.`],
      action: 'Create my password',
    },
    'already-registered': {
      subject: 'You already have an account',
      lines: [
        'Someone tried to create a registry account with this e-mail address, which already has one.',
        'If it was you, log in, or use "Forgot password" on the login page. If not, you can ignore this message.',
      ],
    },
    'failed-logins': {
      subject: 'Many failed attempts to log in to your account',
      lines: [
        'Someone has tried many wrong passwords to log in to your registry account. To protect it, logging in with a password is slowed down for a while, except from where you have logged in before.',
        'You can log in at any time with a link sent to you by e-mail, from the page below. If these attempts were not yours, choose a new password with "Forgot password" on the login page.',
      ],
      action: 'Log in with a link by e-mail',
    },
  }
  const fr: Record<AccountMailKind, Wording> = {
    'confirm-email': {
      subject: 'Confirmez votre adresse courriel',
      lines: [
        'Merci d’avoir créé un compte sur le registre.',
        `Confirmez votre adresse courriel au moyen du lien ci-dessous. Il ne peut servir qu’une fois et expire dans ${expires}.`,
      ],
      action: 'Confirmer mon adresse courriel',
    },
    'login-email': {
      subject: 'Votre lien de connexion',
      lines: [
        `Utilisez le lien ci-dessous pour vous connecter au registre. Il ne peut servir qu’une fois et expire dans ${expires}.`,
        'Si vous n’avez rien demandé, ne tenez pas compte de ce message.',
      ],
      action: 'Me connecter',
    },
    'reset-password': {
      subject: 'Réinitialisez votre mot de passe',
      lines: [
        `Quelqu’un a demandé la réinitialisation du mot de passe de votre compte. Utilisez le lien ci-dessous pour en choisir un nouveau. Il ne peut servir qu’une fois et expire dans ${expires}.`,
        'Si vous n’avez rien demandé, ne tenez pas compte de ce message; votre mot de passe reste inchangé.',
      ],
      action: 'Choisir un nouveau mot de passe',
    },
    'create-password': {
      subject: 'Créez votre mot de passe',
      lines: [
        `Un compte a été ouvert pour vous sur le registre. Utilisez le lien ci-dessous pour créer votre mot de passe. Il ne peut servir qu’une fois et expire dans ${expires}.`,
      ],
      action: 'Créer mon mot de passe',
    },
    'already-registered': {
      subject: 'Vous avez déjà un compte',
      lines: [
        'Quelqu’un a tenté de créer un compte avec cette adresse courriel, qui en a déjà un.',
        'Si c’était vous, connectez-vous ou utilisez « Mot de passe oublié » sur la page de connexion. Sinon, ne tenez pas compte de ce message.',
      ],
    },
    'failed-logins': {
      subject: 'Nombreuses tentatives de connexion à votre compte',
      lines: [
        'Quelqu’un a essayé de nombreux mots de passe erronés pour se connecter à votre compte du registre. Pour le protéger, la connexion par mot de passe est ralentie pendant un certain temps, sauf depuis les endroits d’où vous vous êtes déjà connecté.',
        'Vous pouvez vous connecter en tout temps au moyen d’un lien envoyé par courriel, à partir de la page ci-dessous. Si ces tentatives ne venaient pas de vous, choisissez un nouveau mot de passe avec « Mot de passe oublié » sur la page de connexion.',
      ],
      action: 'Me connecter par un lien envoyé par courriel',
    },
  }
  return (language === 'fr' ? fr : en)[kind]
}

export function accountMail(options: {
  kind: AccountMailKind
  to: string
  firstName: string
  language: Language
  publicBaseUrl: string
  token?: string
  validHours?: number
}): OutgoingMail {
  const { kind, to, firstName, language, publicBaseUrl, token } = options
  const w = wording(kind, language, options.validHours ?? 24)
  const link = isPageMail(kind) ? `${publicBaseUrl}${PAGES[kind]}` : token ? `${publicBaseUrl}${ROUTES[kind]}${token}` : undefined
  const text = letterText(language, firstName, [...w.lines, ...(link ? ['', link] : [])])
  const html = [
    `<p>${escapeHtml(greeting(language, firstName))}</p>`,
    ...w.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(w.action ?? link)}</a></p><p>${escapeHtml(link)}</p>` : '',
    `<p>${escapeHtml(SIGNATURE[language])}</p>`,
  ].join('\n')
  return { kind, to, subject: w.subject, text, html, ...(token ? { meta: { link } } : {}) }
}
