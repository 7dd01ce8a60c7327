import { randomUUID } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { secureHeaders } from 'hono/secure-headers';
import { authRoutes } from './auth/auth.routes';
import { clientIp } from './auth/middleware';
import { sameOriginWrites } from './auth/same-origin';
import type { AppDeps, AppEnv } from './context';
import { AppError, errors, type ErrorBody } from './errors';
import { safeError } from './safe-error';
import { accessCodeRoutes } from './features/access-codes/access-codes.routes';
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
import { uploadRoutes } from './features/uploads/uploads.routes';
import { servePhoto } from './features/uploads/serve-photo';
import { noStoreApiAnswers } from './shared/no-store';
import { apiBodyLimit } from './shared/body-limit';
import { refuseNulCharacters } from './shared/nul-guard';
import { serveWebApp } from './static';

function errorBody(err: AppError): ErrorBody {
  return {
    error: {
      code: err.code,
      message: err.message,
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
    meRoutes,
    accessCodeRoutes,
    uploadRoutes,
    submissionRoutes,
    municipalityAdminRoutes,
    candidateAdminRoutes,
    settingsAdminRoutes,
    auditLogRoutes,
    invitationRoutes,
    userAdminRoutes,
    setupRoutes,
  ] satisfies OpenAPIHono<AppEnv>[];
  for (const router of routers) api.route('/', router as OpenAPIHono<AppEnv>);
  return api;
}

// zod-openapi validation failures become our one error shape with a Finnish message.
function validationHook(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Response | undefined {
  if (result.success || !result.error) return undefined;
  // A few issues are enough to fix a form; a body with thousands of bad keys gets no echo.
  const issues = result.error.issues.slice(0, 20).map((i) => ({
    path: i.path.map(String).join('.').slice(0, 200),
    message: i.message,
  }));
  const err = errors.validation(
    issues[0]?.message && !issues[0].message.startsWith('Invalid')
      ? `Tarkista tiedot: ${issues[0].message}`
      : 'Lähetetyissä tiedoissa on virheitä. Tarkista tiedot ja yritä uudelleen.',
    issues,
  );
  return new Response(JSON.stringify(errorBody(err)), {
    status: 400,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** The pattern of the route that answered ('*' for the web app's files); a placeholder if none. */
function loggedRoute(c: Context): string {
  return routePath(c) || '(no route)';
}

export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.use('*', async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    const log = deps.logger.child({ reqId: requestId });
    c.set('deps', deps);
    c.set('db', deps.database.db);
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('clientIp', clientIp(c));
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
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

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: 'nosniff',
      xFrameOptions: 'DENY',
      crossOriginResourcePolicy: 'same-origin',
      crossOriginOpenerPolicy: 'same-origin',
      // Only where the site is served over https (a browser ignores it over http anyway).
      strictTransportSecurity: deps.config.publicUrl.startsWith('https://')
        ? 'max-age=31536000'
        : false,
      permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    }),
  );

  // Writes only from our own pages (docs/decisions/0014-abuse-limits.md).
  app.use('*', sameOriginWrites(deps.config.publicUrl));

  // API answers are compressed on the fly (bodies over 1 kB); the candidate lists and the web
  // app's files arrive here already compressed once and cached.
  app.use('/api/*', compress({ encoding: 'gzip' }));
  app.use('/api/*', noStoreApiAnswers);
  // Every API body is limited before it is parsed; photo uploads have their own larger limit.
  app.use('/api/*', apiBodyLimit({ except: ['/api/uploads/candidate-photo'] }));
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

  // Uploaded photos: public and immutable (a key is never reused; decision 0004).
  app.get('/uploads/*', servePhoto(deps.photos));

  app.use('*', serveWebApp(deps.config.webDistDir));

  app.notFound((c) => c.json(errorBody(errors.notFound()), 404));

  app.onError((err, c) => {
    if (err instanceof AppError) return c.json(errorBody(err), err.status, err.headers);
    // Hono's validators answer 400 for a body that is not JSON at all (malformed, wrong type).
    if (err instanceof HTTPException && err.status === 400) {
      const e = errors.validation(
        'Lähetettyjä tietoja ei voitu lukea. Tarkista tiedot ja yritä uudelleen.',
      );
      return c.json(errorBody(e), e.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      const e = new AppError('http_error', err.status, 'Pyyntöä ei voitu käsitellä.');
      return c.json(errorBody(e), e.status);
    }
    // Only the safe part of the error: a database error's message and fields carry SQL parameters.
    (c.var.log ?? deps.logger).error(
      { err: safeError(err), route: loggedRoute(c) },
      'unhandled error',
    );
    return c.json(errorBody(errors.internal()), 500);
  });

  return app;
}
