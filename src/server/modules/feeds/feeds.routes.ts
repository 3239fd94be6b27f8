// Contracts of the registry's feeds and calendars (issue 31 item 3): Atom and iCalendar of a search
// (the home page's filters) and of one project, for anyone, cached for five minutes.
import { describeRoute } from 'hono-openapi'

const tags = ['Open data']

const LANGUAGE = "French with lang=fr, or as the reader's X-UI-Language or Accept-Language prefers; English otherwise."
const CACHING = 'Answered with an ETag (If-None-Match gives 304 while it holds), Cache-Control public, max-age=300, and Access-Control-Allow-Origin *.'
const SEARCH = 'The filters are those of GET /api/projects/search (without sort, limit and offset) and mean the same.'

const text = (type: string, description: string) => ({ 200: { description, content: { [type]: { schema: { type: 'string' as const } } } } })
const notModified = { 304: { description: 'The copy named in If-None-Match is current' } }
const badRequest = { 400: { description: 'A parameter was not accepted; the message names it' } }
const notFound = { 404: { description: 'No project the public may see has that number' } }

const atom = text('application/atom+xml', 'An Atom feed (RFC 4287), newest entry first, at most 100 entries')
const ics = text('text/calendar', 'An iCalendar (RFC 5545) of events in UTC; each keeps its UID from one fetch to the next')

export const routes = {
  searchFeed: describeRoute({
    tags,
    summary: 'Atom feed of what happened on the projects a search finds: stage changes, published documents and notices',
    description: `${SEARCH} Only what the public sees on the project pages. ${LANGUAGE} ${CACHING}`,
    responses: { ...atom, ...notModified, ...badRequest },
  }),
  searchCalendar: describeRoute({
    tags,
    summary: 'iCalendar of the comment-period deadlines (4:30 pm Yukon time on the last day) and hearings of the projects a search finds',
    description: `${SEARCH} ${LANGUAGE} ${CACHING}`,
    responses: { ...ics, ...notModified, ...badRequest },
  }),
  projectFeed: describeRoute({
    tags,
    summary: 'Atom feed of what happened on one project: stage changes, published documents and notices',
    description: `Only what the public sees on the project's page. ${LANGUAGE} ${CACHING}`,
    responses: { ...atom, ...notModified, ...badRequest, ...notFound },
  }),
  projectCalendar: describeRoute({
    tags,
    summary: "iCalendar of one project's comment-period deadline (4:30 pm Yukon time on the last day) and hearings",
    description: `${LANGUAGE} ${CACHING}`,
    responses: { ...ics, ...notModified, ...badRequest, ...notFound },
  }),
}
