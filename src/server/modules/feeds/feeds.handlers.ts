// The registry's feeds and calendars, under the public API's prefix: Atom and iCalendar of a search
// and of one project, open to anyone and any site (CORS), cached for five minutes and revalidated
// by ETag.
import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { cors } from 'hono/cors'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { openData } from '../../http/callers.ts'
import { isCurrent } from '../../http/etag.ts'
import { query } from '../../http/openapi.ts'
import { FeedQuery, ProjectFeedQuery } from '../../../shared/schemas/feeds.ts'
import { commentPeriodEvent, feedLanguage, hearingEvent } from '../../../shared/domain/feeds.ts'
import type { CalendarEvent, FeedLanguage } from '../../../shared/domain/feeds.ts'
import { searchFilters } from '../projects/project-search.ts'
import { feedsService } from './feeds.service.ts'
import type { FeedScope } from './feeds.service.ts'
import { atomFeed, icsCalendar } from './feeds.render.ts'
import { routes } from './feeds.routes.ts'

const P = '/api/v1/projects'
const NUMBER = ':projectNumber{[0-9]{4}-[0-9]{4}}'

const TITLES = {
  searchFeed: { en: 'New on the projects of a search – YESAB Online Registry', fr: 'Nouveautés des projets d’une recherche – Registre en ligne de l’OEESY' },
  calendar: { en: 'Comment deadlines and hearings', fr: 'Échéances de commentaires et audiences' },
} as const

/** The body with its ETag, or 304 when the reader's copy is that one. */
function cacheable(c: Context, body: string, contentType: string): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  const headers = { ETag: etag, 'Cache-Control': 'public, max-age=300', Vary: 'Accept-Language, X-UI-Language' }
  if (isCurrent(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers)
  return c.body(body, 200, { ...headers, 'Content-Type': contentType })
}

const languageOf = (c: Context, lang: FeedLanguage | undefined) =>
  feedLanguage({ lang, uiLanguage: c.req.header('x-ui-language'), acceptLanguage: c.req.header('accept-language') })

export function feedHandlers({ db, config }: AppDeps): Hono {
  const service = feedsService(db)
  const base = config.publicBaseUrl
  const self = (c: Context) => `${base}${c.req.path}${new URL(c.req.url).search}`

  async function publicProject(c: Context) {
    const projectNumber = c.req.param('projectNumber')!
    const project = await service.publicProject(projectNumber)
    if (!project) throw new AppError(404, 'project-not-found', `Project ${projectNumber} was not found, or you lack sufficient authorization to view it.`)
    return { ...project, name: `${projectNumber} – ${project.title}` }
  }

  async function feed(c: Context, scope: FeedScope, language: FeedLanguage, title: string, page: string) {
    const content = await service.entries(scope)
    return cacheable(c, atomFeed({ self: self(c), page, title, language, publicBaseUrl: base }, content), 'application/atom+xml; charset=utf-8')
  }

  async function calendar(c: Context, scope: FeedScope, language: FeedLanguage, name: string) {
    const { periods, hearings } = await service.calendar(scope)
    const context = { publicBaseUrl: base, language }
    const events = [
      ...periods.map((p) => commentPeriodEvent(p, context)),
      ...hearings.map((h) => hearingEvent(h.project, { ...h.hearing, hearingId: h.hearing.id }, context)),
    ].filter((e): e is CalendarEvent => e !== null)
    return cacheable(c, icsCalendar(name, events), 'text/calendar; charset=utf-8')
  }

  return new Hono()
    .use(
      `${P}/*`,
      cors({ origin: '*', allowMethods: ['GET', 'HEAD'], allowHeaders: ['If-None-Match', 'X-UI-Language', 'Accept-Language'], exposeHeaders: ['ETag'] }),
    )
    .get(`${P}/feed.atom`, routes.searchFeed, openData, query(FeedQuery), async (c) => {
      const { lang, ...filters } = c.req.valid('query')
      const language = languageOf(c, lang)
      return feed(c, { filters: searchFilters(filters) }, language, TITLES.searchFeed[language], `${base}/`)
    })
    .get(`${P}/calendar.ics`, routes.searchCalendar, openData, query(FeedQuery), async (c) => {
      const { lang, ...filters } = c.req.valid('query')
      const language = languageOf(c, lang)
      return calendar(c, { filters: searchFilters(filters) }, language, TITLES.calendar[language])
    })
    .get(`${P}/${NUMBER}/feed.atom`, routes.projectFeed, openData, query(ProjectFeedQuery), async (c) => {
      const project = await publicProject(c)
      return feed(c, project, languageOf(c, c.req.valid('query').lang), project.name, `${base}/projects/${project.projectId}`)
    })
    .get(`${P}/${NUMBER}/calendar.ics`, routes.projectCalendar, openData, query(ProjectFeedQuery), async (c) => {
      const project = await publicProject(c)
      const language = languageOf(c, c.req.valid('query').lang)
      return calendar(c, project, language, `${project.name} – ${TITLES.calendar[language]}`)
    })
}
