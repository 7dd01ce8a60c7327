import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { authRoutes } from './auth/auth.routes';
import { clientIp } from './auth/middleware';
import { sameOriginWrites } from './auth/same-origin';
import type { AppDeps, AppEnv } from './context';
import { ErrorCode } from '#core/error-codes';
import { AppError, errors, type ErrorBody } from './errors';
import { safeError } from './safe-error';
import {
  isDatabaseUnavailable,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from './shared/infrastructure/db-unavailable';
import { accessCodeRoutes } from './features/access-codes/access-codes.routes';
import { backupRoutes } from './features/backup/backup.routes';
import { auditLogRoutes } from './features/audit-log/audit-log.routes';
import { candidateAdminRoutes } from './features/candidates/candidates.admin.routes';
import { candidateRoutes } from './features/candidates/candidates.routes';
import { healthRoutes } from './features/health/health.routes';
import { matchRoutes } from './features/matches/matches.routes';
import { meRoutes } from './features/me/me.routes';
import { invitationRoutes, userAdminRoutes } from './features/users/users.routes';
import { municipalityAdminRoutes } from './features/municipalities/municipalities.admin.routes';
import { municipalityRoutes } from './features/municipalities/municipalities.routes';
import { settingsAdminRoutes } from './features/settings/settings.admin.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { setupRoutes } from './features/setup/setup.routes';
import { statisticsAdminRoutes } from './features/statistics/statistics.admin.routes';
import { statisticsRoutes } from './features/statistics/statistics.routes';
import { submissionRoutes } from './features/submissions/submissions.routes';
import { consentRoutes } from './features/candidates/consent.routes';
import { moderationRoutes } from './features/moderation/moderation.routes';
import { uploadRoutes } from './features/uploads/uploads.routes';
import { servePhoto } from './features/uploads/serve-photo';
import { noStoreApiAnswers } from './shared/middleware/no-store';
import { apiBodyLimit } from './shared/middleware/body-limit';
import { compressGetAnswers } from './shared/middleware/compress-answers';
import { refuseNulCharacters } from './shared/middleware/nul-guard';
import { requestId } from './shared/middleware/request-id';
import { securityHeaders } from './shared/middleware/security-headers';
import { serveWebApp } from './static';
import { isBearer } from './shared/middleware/bearer';
import type { Language } from '#core/language';
import {
  installRequestLanguageMessages,
  messageLanguageOfRequest,
  requestLanguage,
} from './shared/middleware/language';
import { partyRoutes } from './features/parties/parties.routes';
import {
  OFFICIAL_IMPORT_PATHS,
  officialImportRoutes,
} from './features/official-candidates/official-import.routes';
import { officialCandidateRoutes } from './features/official-candidates/official-candidates.routes';
import { progressRoutes } from './features/progress/progress.routes';
import { officialCodeRoutes } from './features/access-codes/official-codes.routes';
import { openDataRoutes } from './features/open-data/open-data.routes';
import { honoOf, type AppRouter } from './router';
import { paperFormRoutes } from './features/submissions/paper-forms.routes';

function errorBody(err: AppError, lang: Language = 'fi'): ErrorBody {
  return {
    error: {
      code: err.code,
      message: err.messageIn(lang),
      ...(err.details === undefined ? {} : { details: err.details }),
    },
  };
}

/**
 * Every API router, mounted under /api. Features meet only here. Mounted one statement at a
 * time: a chained `.route().route()…` would make TypeScript build one merged type of every route
 * (seconds of type checking for a type nothing uses; the web app takes its response types from
 * the features' schemas instead).
 */
function apiRoutes() {
  const api = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const routers = [
    healthRoutes,
    municipalityRoutes,
    candidateRoutes(),
    matchRoutes,
    statisticsRoutes,
    statisticsAdminRoutes,
    settingsRoutes,
    partyRoutes,
    openDataRoutes(),
    meRoutes,
    accessCodeRoutes,
    uploadRoutes,
    submissionRoutes,
    consentRoutes,
    moderationRoutes,
    municipalityAdminRoutes,
    candidateAdminRoutes,
    officialImportRoutes,
    officialCandidateRoutes,
    officialCodeRoutes,
    paperFormRoutes,
    progressRoutes,
    settingsAdminRoutes,
    auditLogRoutes,
    invitationRoutes,
    userAdminRoutes,
    setupRoutes,
    backupRoutes,
  ] satisfies AppRouter[];
  for (const router of routers) api.route('/', honoOf(router));
  return api;
}

// zod-openapi validation failures become our one error shape with a message in the request's
// language (Finnish, or Swedish on a voter's or candidate's Swedish request).
function validationHook(
  result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  },
  c: Context,
): Response | undefined {
  if (result.success || !result.error) return undefined;
  // A few issues are enough to fix a form; a body with thousands of bad keys gets no echo.
  const issues = result.error.issues.slice(0, 20).map((i) => ({
    path: i.path.map(String).join('.').slice(0, 200),
    message: i.message,
  }));
  // The messages are the schema's own or the shared map's (core/zod-finnish.ts, zod-swedish.ts),
  // already in the request's language (shared/middleware/language.ts).
  const first = issues[0]?.message;
  const err = errors.validation(
    {
      fi: first
        ? `Tarkista tiedot: ${first}`
        : 'Lähetetyissä tiedoissa on virheitä. Tarkista tiedot ja yritä uudelleen.',
      sv: first
        ? `Kontrollera uppgifterna: ${first}`
        : 'De skickade uppgifterna innehåller fel. Kontrollera uppgifterna och försök igen.',
    },
    issues,
  );
  return new Response(JSON.stringify(errorBody(err, requestLanguage(c))), {
    status: 400,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** The pattern of the route that answered ('*' for the web app's files); a placeholder if none. */
function loggedRoute(c: Context): string {
  return routePath(c) || '(no route)';
}

export function createApp(deps: AppDeps) {
  installRequestLanguageMessages();
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  // X-Request-Id: the caller's (letters, digits, _ - =, at most 100) or a new UUID; echoed back.
  app.use('*', requestId);
  // Children of one intermediate child: pino then reuses its formatters instead of building new
  // ones for every request's child. `c.get` instead of `c.var`: every `c.var` read copies all
  // the request's variables into a new object.
  const requestLogger = deps.logger.child({});
  app.use('*', async (c, next) => {
    const log = requestLogger.child({ reqId: c.get('requestId') });
    c.set('deps', deps);
    c.set('db', deps.database.db);
    c.set('log', log);
    c.set('clientIp', clientIp(c));
    const started = performance.now();
    await next();
    deps.metrics.request(loggedRoute(c), c.req.method, c.res.status, performance.now() - started);
    // One line per request with the route pattern (/api/auth/*, /candidate-submission/:code…),
    // never the path itself, a query string or a body: paths carry codes and tokens.
    log.info(
      {
        req: { method: c.req.method, route: loggedRoute(c) },
        res: { status: c.res.status },
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });

  // Swedish requests of voters and candidates get their validation messages in Swedish.
  app.use('/api/*', messageLanguageOfRequest);

  // CSP, framing, nosniff, referrer policy... (shared/middleware/security-headers.ts lists them).
  app.use('*', securityHeaders(deps.config.publicUrl));

  // Writes only from our own pages (docs/decisions/0014-abuse-limits.md).
  app.use('*', sameOriginWrites(deps.config.publicUrl));

  // API answers to GET are compressed on the fly with CompressionStream (zlib streams on
  // libuv's thread pool, not on the event loop); answers to writes are a few bytes and left alone.
  // Answers kept in memory are compressed once with shared/infrastructure/compressed-body.ts and arrive here with
  // their Content-Encoding, which this skips; the web app's files are precompressed at build time.
  app.use('/api/*', compressGetAnswers());
  app.use('/api/*', noStoreApiAnswers);
  // Every API body is limited before it is parsed; photo uploads and the official candidate
  // file have their own larger limits.
  app.use(
    '/api/*',
    apiBodyLimit({ except: ['/api/uploads/candidate-photo', ...OFFICIAL_IMPORT_PATHS] }),
  );
  app.use('/api/auth/*', refuseNulCharacters);

  app.route('/api', authRoutes());
  app.route('/api', apiRoutes());

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Eläkeläisten vaalikone API',
      version: '1.0.0',
      description:
        'Julkinen rajapinta ja ylläpidon rajapinta. Virheet: { error: { code, message } }.',
    },
  });

  // Prometheus metrics with METRICS_TOKEN as a bearer token (or on METRICS_PORT, server.ts).
  const metricsToken = deps.config.metricsToken;
  if (deps.metrics.enabled && metricsToken) {
    app.get('/metrics', async (c) => {
      if (!isBearer(c.req.header('authorization'), metricsToken)) throw errors.unauthorized();
      const { body, contentType } = await deps.metrics.render();
      c.header('Cache-Control', 'no-store');
      return c.body(body, 200, { 'Content-Type': contentType });
    });
  } else {
    // Off on PORT (no METRICS_TOKEN): a 404 like any unknown path, not the web app's page.
    app.get('/metrics', () => {
      throw errors.notFound();
    });
  }

  // Uploaded photos: public and immutable (a key is never reused; decision 0004).
  app.get('/uploads/*', servePhoto(deps.photos));

  app.use('*', serveWebApp(deps.config.webDistDir));

  app.notFound((c) => c.json(errorBody(errors.notFound(), requestLanguage(c)), 404));

  app.onError((err, c) => {
    const lang = requestLanguage(c);
    if (err instanceof AppError) return c.json(errorBody(err, lang), err.status, err.headers);
    // Hono's validators answer 400 for a body that is not JSON at all (malformed, wrong type).
    if (err instanceof HTTPException && err.status === 400) {
      const e = errors.validation({
        fi: 'Lähetettyjä tietoja ei voitu lukea. Tarkista tiedot ja yritä uudelleen.',
        sv: 'De skickade uppgifterna kunde inte läsas. Kontrollera uppgifterna och försök igen.',
      });
      return c.json(errorBody(e, lang), e.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      const e = new AppError(ErrorCode.HttpError, err.status, {
        fi: 'Pyyntöä ei voitu käsitellä.',
        sv: 'Begäran kunde inte behandlas.',
      });
      return c.json(errorBody(e, lang), e.status);
    }
    // The database is away (stopped, restarting, unreachable): try again shortly, not a bug.
    if (isDatabaseUnavailable(err)) {
      (c.var.log ?? deps.logger).warn(
        { err: safeError(err), route: loggedRoute(c) },
        'database unavailable',
      );
      const e = errors.unavailable(UNAVAILABLE_RETRY_AFTER_SECONDS);
      return c.json(errorBody(e, lang), e.status, e.headers);
    }
    // Only the safe part of the error: a database error's message and fields carry SQL parameters.
    (c.var.log ?? deps.logger).error(
      { err: safeError(err), route: loggedRoute(c) },
      'unhandled error',
    );
    return c.json(errorBody(errors.internal(), lang), 500);
  });

  return app;
}
