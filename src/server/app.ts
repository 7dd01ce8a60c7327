import { randomUUID } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { secureHeaders } from 'hono/secure-headers';
import { authRoutes } from './auth/auth.routes';
import { clientIp } from './auth/middleware';
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
import { statisticsAdminRoutes } from './features/statistics/statistics.admin.routes';
import { statisticsRoutes } from './features/statistics/statistics.routes';
import { submissionRoutes } from './features/submissions/submissions.routes';
import { uploadRoutes } from './features/uploads/uploads.routes';
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

/** Every API router, mounted under /api. Features meet only here. */
function apiRoutes() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .route('/', healthRoutes)
    .route('/', municipalityRoutes)
    .route('/', candidateRoutes())
    .route('/', matchRoutes)
    .route('/', statisticsRoutes)
    .route('/', statisticsAdminRoutes)
    .route('/', settingsRoutes)
    .route('/', meRoutes)
    .route('/', accessCodeRoutes)
    .route('/', uploadRoutes)
    .route('/', submissionRoutes)
    .route('/', municipalityAdminRoutes)
    .route('/', candidateAdminRoutes)
    .route('/', settingsAdminRoutes)
    .route('/', auditLogRoutes)
    .route('/', invitationRoutes)
    .route('/', userAdminRoutes);
}

// zod-openapi validation failures become our one error shape with a Finnish message.
function validationHook(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Response | undefined {
  if (result.success || !result.error) return undefined;
  const issues = result.error.issues.map((i) => ({
    path: i.path.map(String).join('.'),
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
      strictTransportSecurity: false,
      permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    }),
  );

  // API answers are compressed on the fly (bodies over 1 kB); the candidate lists and the web
  // app's files arrive here already compressed once and cached.
  app.use('/api/*', compress({ encoding: 'gzip' }));

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

  // Uploaded photos: public, cached for an hour (SPEC.md section 9), never overwritten.
  app.get('/uploads/*', async (c) => {
    const photo = await deps.photos.read(c.req.path.slice('/uploads/'.length));
    if (!photo) return c.json(errorBody(errors.notFound('Kuvaa ei löytynyt.')), 404);
    c.header('Content-Type', photo.contentType);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(new Uint8Array(photo.body), 200);
  });

  app.use('*', serveWebApp(deps.config.webDistDir));

  app.notFound((c) => c.json(errorBody(errors.notFound()), 404));

  app.onError((err, c) => {
    if (err instanceof AppError) return c.json(errorBody(err), err.status);
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

export type AppType = ReturnType<typeof apiRoutes>;
