// Builds the HTTP application: API modules, error answers, security headers and, when a built
// web app exists, the static files with the single-page fallback.
import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { HTTPException } from 'hono/http-exception'
import type { AppDeps } from './app-deps.ts'
import { AppError, noSuchEndpoint } from './http/app-error.ts'
import { staticFiles } from './http/static-files.ts'
import { apiCacheHeaders } from './http/cache-headers.ts'
import { storableAddress } from './http/storable-input.ts'
import { COMPRESS_THRESHOLD, smallJsonLength } from './http/small-json.ts'
import { compressAnswers } from './http/compress.ts'
import { logError } from './lib/error-log.ts'
import { requestIdOf, requestLog } from './http/request-log.ts'
import { healthHandlers, metricsHandler } from './modules/health/health.handlers.ts'
import { apiDocsHandlers } from './modules/api-docs/api-docs.handlers.ts'
import { referenceHandlers } from './modules/reference/reference.handlers.ts'
import { projectHandlers } from './modules/projects/projects.handlers.ts'
import { projectContentHandlers } from './modules/project-content/project-content.handlers.ts'
import { feedHandlers } from './modules/feeds/feeds.handlers.ts'
import { apiV1Handlers } from './modules/api-v1/api-v1.handlers.ts'
import { uploadHandlers } from './modules/uploads/uploads.handlers.ts'
import { projectBundleHandlers } from './modules/project-bundle/project-bundle.handlers.ts'
import { authHandlers, authServices } from './modules/auth/auth.handlers.ts'
import { myProjectsHandlers } from './modules/my-projects/my-projects.handlers.ts'
import { notificationProfileHandlers } from './modules/notification-profile/notification-profile.handlers.ts'
import { unsubscribeHandlers } from './modules/unsubscribe/unsubscribe.handlers.ts'
import { devOutboxHandlers } from './modules/dev/dev-outbox.handlers.ts'
import { testHookHandlers } from './modules/dev/test-hooks.handlers.ts'
import { operatorHandlers } from './modules/operator/operator.handlers.ts'
import { geoFileHandlers } from './modules/geo-files/geo-files.handlers.ts'
import { geoHandlers } from './modules/geo/geo.handlers.ts'
import { proposalHandlers } from './modules/proposals/proposals.handlers.ts'
import { proposalDocumentHandlers } from './modules/proposal-documents/proposal-documents.handlers.ts'
import { commentHandlers } from './modules/comments/comments.handlers.ts'
import { intervenorHandlers } from './modules/intervenors/intervenors.handlers.ts'
import { staffProjectHandlers } from './modules/staff-projects/staff-projects.handlers.ts'
import { informationResponseHandlers } from './modules/information-responses/information-responses.handlers.ts'
import { projectUploadHandlers } from './modules/project-uploads/project-uploads.handlers.ts'
import { projectReportHandlers } from './modules/project-reports/project-reports.handlers.ts'
import { placerCatalogueHandlers } from './modules/placer-catalogue/placer-catalogue.handlers.ts'
import { staffCommentHandlers } from './modules/staff-comments/staff-comments.handlers.ts'
import { staffContentHandlers } from './modules/staff-content/staff-content.handlers.ts'
import { staffUndoHandlers } from './modules/staff-undo/staff-undo.handlers.ts'
import { commentUndo } from './modules/staff-comments/comment-undo.ts'
import { proposalUndo } from './modules/staff-projects/proposal-undo.ts'
import { queueUndo } from './modules/staff-queues/queue-undo.ts'
import { commentResubmissionHandlers } from './modules/comment-resubmission/comment-resubmission.handlers.ts'
import { staffProjectRunHandlers } from './modules/staff-project-run/staff-project-run.handlers.ts'
import { staffQueueHandlers } from './modules/staff-queues/staff-queues.handlers.ts'
import { emergencyExemptionHandlers } from './modules/emergency-exemptions/emergency-exemptions.handlers.ts'
import { staffExemptionHandlers } from './modules/staff-exemptions/staff-exemptions.handlers.ts'
import { staffAccountHandlers } from './modules/staff-accounts/staff-accounts.handlers.ts'
import { staffSiteMessageHandlers } from './modules/staff-site-messages/staff-site-messages.handlers.ts'
import { staffRegistryHandlers } from './modules/staff-registry/staff-registry.handlers.ts'
import { integrationApiHandlers } from './modules/integration-api/integration-api.handlers.ts'
import { documentSearchHandlers } from './modules/document-search/document-search.handlers.ts'

export interface AppOptions {
  /** Directory of the built web app; API only when absent. */
  webRoot?: string | undefined
  /** Serve the mail outbox to this machine: `npm run dev` and the API tests, never production. */
  devOutbox?: boolean
  /**
   * The request log, its id and the request metrics; always on in the product. Off only in the
   * benchmark that prices them (bench/observability-cost.bench.ts).
   */
  observe?: boolean
  /** The token of a server on an embedded database that answers operator commands (a backup); none elsewhere. */
  operatorToken?: string | undefined
}

/** The API routes alone; the OpenAPI document is generated from exactly these. */
export function apiRoutes(deps: AppDeps): Hono {
  const auth = authServices(deps)
  return new Hono()
    .route('/', authHandlers(deps, auth))
    .route('/', myProjectsHandlers(deps, auth))
    .route('/', proposalHandlers(deps, auth))
    .route('/', notificationProfileHandlers(deps, auth))
    .route('/', unsubscribeHandlers(deps))
    .route('/', referenceHandlers(deps))
    .route('/', placerCatalogueHandlers(deps))
    .route('/', projectHandlers(deps, auth))
    .route('/', projectContentHandlers(deps, auth))
    .route('/', feedHandlers(deps))
    .route('/', apiV1Handlers(deps))
    .route('/', uploadHandlers(deps, auth))
    .route('/', projectBundleHandlers(deps))
    .route('/', documentSearchHandlers(deps, auth))
    .route('/', proposalDocumentHandlers(deps, auth))
    .route('/', commentHandlers(deps, auth))
    .route('/', intervenorHandlers(deps, auth))
    .route('/', staffProjectHandlers(deps, auth))
    .route('/', informationResponseHandlers(deps, auth))
    .route('/', projectUploadHandlers(deps, auth))
    .route('/', projectReportHandlers(deps))
    .route('/', integrationApiHandlers(deps))
    .route('/', staffCommentHandlers(deps, auth))
    .route('/', staffContentHandlers(deps, auth))
    .route('/', staffUndoHandlers(deps, auth, { comment: commentUndo, ...queueUndo, project: proposalUndo }))
    .route('/', commentResubmissionHandlers(deps))
    .route('/', staffProjectRunHandlers(deps, auth))
    .route('/', staffQueueHandlers(deps, auth))
    .route('/', emergencyExemptionHandlers(deps))
    .route('/', staffExemptionHandlers(deps, auth))
    .route('/', staffAccountHandlers(deps, auth))
    .route('/', staffSiteMessageHandlers(deps, auth))
    .route('/', staffRegistryHandlers(deps, auth))
    .route('/', geoFileHandlers(deps, auth))
    .route('/', geoHandlers(deps))
    .route('/', healthHandlers(deps))
}

export function createApp(deps: AppDeps, options: AppOptions = {}): Hono {
  const app = new Hono()
  // Scripts, styles and JSON answers shrink to about a third: what a phone on a slow link waits for.
  if (options.observe ?? true) app.use('*', requestLog(deps.config.trustedProxies))
  app.use('*', compressAnswers({ threshold: COMPRESS_THRESHOLD }))
  app.use('*', smallJsonLength)
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'https:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
      },
      xContentTypeOptions: 'nosniff',
      referrerPolicy: 'strict-origin-when-cross-origin',
      // The registry uses none of these device features; geolocation stays open to itself for the
      // proposal form's location part.
      permissionsPolicy: {
        geolocation: ['self'],
        camera: [],
        microphone: [],
        payment: [],
        usb: [],
        serial: [],
        hid: [],
        bluetooth: [],
        midi: [],
        displayCapture: [],
        accelerometer: [],
        gyroscope: [],
        magnetometer: [],
        xrSpatialTracking: [],
        browsingTopics: [],
      },
    }),
  )
  app.use('/api/*', apiCacheHeaders)
  app.use('/api/*', storableAddress)
  app.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json(
        { status: 'KO', code: error.code, userMessage: error.userMessage, ...(error.parameter ? { parameter: error.parameter } : {}), ...error.details },
        error.status,
        error.headers,
      )
    }
    if (error instanceof HTTPException) {
      return c.json({ status: 'KO', code: 'http-error', userMessage: error.message || 'The request was not accepted.' }, error.status)
    }
    // The route's pattern, not its address: addresses carry tokens.
    const requestId = requestIdOf(c)
    logError(`Unhandled error in ${c.req.method} ${c.req.routePath}`, error, requestId ? { requestId } : {})
    return c.json({ status: 'KO', code: 'internal-error', userMessage: 'Encountered an issue.' }, 500)
  })
  app.route('/', apiRoutes(deps))
  app.route('/', metricsHandler(deps))
  app.route('/', apiDocsHandlers())
  if (options.devOutbox && deps.config.appEnv !== 'production') app.route('/', devOutboxHandlers(deps))
  if (deps.config.appEnv === 'test') app.route('/', testHookHandlers(deps))
  if (options.operatorToken) app.route('/', operatorHandlers(deps, options.operatorToken))
  app.all('/api/*', () => {
    throw noSuchEndpoint()
  })
  if (options.webRoot) app.route('/', staticFiles(options.webRoot))
  return app
}
