// Writes the feeds' Atom (the `feed` package) and the calendars' iCalendar (the `ics` package) from
// what the service read and the words of shared/domain/feeds.ts. The same data always gives the same
// text (no "now" in it), so that its ETag holds until something changes.
import { Feed } from 'feed'
import { createEvents } from 'ics'
import type { DateArray, EventAttributes } from 'ics'
import { activityHeadline, activityPath, documentHeadline, entryTitle, tagUri } from '../../../shared/domain/feeds.ts'
import type { CalendarEvent, FeedLanguage, FeedProject } from '../../../shared/domain/feeds.ts'
import type { FeedItem } from './feeds.service.ts'

export interface FeedHeader {
  /** The feed's own address, its id too. */
  self: string
  /** The page the feed follows: the home search or the project's page. */
  page: string
  title: string
  language: FeedLanguage
  publicBaseUrl: string
}

/** Atom titles and summaries are HTML (the `feed` package writes them so): text is escaped. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const REGISTRY = { en: 'YESAB Online Registry', fr: 'Registre en ligne de l’OEESY' } as const

export function atomFeed(header: FeedHeader, content: { items: FeedItem[]; projects: Map<string, FeedProject>; outcomeNamesFr: Map<string, string> }): string {
  const { language, publicBaseUrl } = header
  const fr = language === 'fr'
  const feed = new Feed({
    id: header.self,
    title: header.title,
    link: header.page,
    feed: header.self,
    language,
    // The newest entry's date: the same entries give the same feed.
    updated: content.items[0]?.at ?? new Date(0),
    generator: false,
    author: { name: REGISTRY[language], link: publicBaseUrl },
  })
  for (const item of content.items) {
    const project = content.projects.get(item.projectId)
    if (!project) continue
    const page = `${publicBaseUrl}/projects/${item.projectId}`
    const entry = (() => {
      switch (item.kind) {
        case 'activity': {
          const { event, messageParts } = item.activity
          // A line imported as free text is the registry's English.
          const headline = event
            ? activityHeadline(event, language, (id) => content.outcomeNamesFr.get(id) ?? null)
            : messageParts
                .map((p) => p.message)
                .join('')
                .trim()
          return { title: entryTitle(headline, project, language), summary: headline, link: `${page}/${activityPath(event)}` }
        }
        case 'document': {
          const headline = documentHeadline(item.document, language)
          return { title: entryTitle(headline, project, language), summary: headline, link: `${page}/documents` }
        }
        case 'notice': {
          const { subject, subjectFr, content: body, contentFr } = item.notice
          // The Notifications tab's words: the notice as it was sent, in the reader's language when it has it.
          return {
            title: (fr ? subjectFr : null) ?? subject,
            summary: null,
            content: (fr ? contentFr : null) ?? body,
            link: `${page}/notifications/${item.id}`,
          }
        }
      }
    })()
    feed.addItem({
      id: tagUri(publicBaseUrl, item.kind, item.id),
      title: html(entry.title),
      link: entry.link,
      date: item.at,
      published: item.at,
      ...(entry.summary ? { description: html(entry.summary) } : {}),
      ...('content' in entry ? { content: entry.content } : {}),
    })
  }
  return feed.atom1()
}

const utc = (d: Date): DateArray => [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()]
const day = (yukonDay: string): DateArray => yukonDay.split('-').map(Number) as DateArray
/** The day after a Yukon day, for an all-day event's exclusive end. */
const nextDay = (yukonDay: string): DateArray => {
  const d = new Date(`${yukonDay}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]
}

/** Times are written in UTC; whole days as dates. */
export function icsCalendar(name: string, events: CalendarEvent[]): string {
  const attributes = events.map((e): EventAttributes & { timestamp: number } => {
    const when =
      e.time.kind === 'timed'
        ? {
            start: utc(e.time.start),
            startInputType: 'utc' as const,
            startOutputType: 'utc' as const,
            end: utc(e.time.end),
            endInputType: 'utc' as const,
            endOutputType: 'utc' as const,
          }
        : { start: day(e.time.firstDay), end: nextDay(e.time.lastDay) }
    return {
      uid: e.uid,
      title: e.title,
      description: e.description,
      url: e.url,
      ...(e.location ? { location: e.location } : {}),
      ...when,
      timestamp: e.stamp.getTime(),
      lastModified: e.stamp.getTime(),
      status: 'CONFIRMED',
    }
  })
  const { error, value } = createEvents(attributes, { productId: '-//YESAB Online Registry//Feeds//EN', calName: name, method: 'PUBLISH' })
  if (error || value === null) throw error ?? new Error('The calendar could not be written.')
  return value
}
