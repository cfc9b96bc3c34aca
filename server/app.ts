import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { logger } from 'hono/logger';
import { secureHeaders } from 'hono/secure-headers';
import type { Kysely } from 'kysely';
import { createLoginThrottle } from './auth/throttle';
import { catalogueCache } from './catalog/response-cache';
import type { AppConfig } from './config';
import type { Database } from './db/types';
import { compress } from './http/compress';
import type { AppEnv, AppServices } from './http/env';
import { notFound, PAYLOAD_TOO_LARGE_MESSAGE, SERVER_ERROR_MESSAGE } from './http/responses';
import { spaStatic } from './http/static';
import { serveUploads } from './media/serve';
import { accountRecoveryRoutes } from './routes/account-recovery';
import { adminBookingRoutes } from './routes/admin-bookings';
import { adminCustomerRoutes } from './routes/admin-customers';
import { adminDashboardRoutes } from './routes/admin-dashboard';
import { adminDepartureRoutes } from './routes/admin-departures';
import { adminEnquiryRoutes } from './routes/admin-enquiries';
import { adminOutboxRoutes } from './routes/admin-outbox';
import { adminTourRoutes } from './routes/admin-tours';
import { adminTwoFactorRoutes } from './routes/admin-two-factor';
import { authRoutes } from './routes/auth';
import { bookingRoutes } from './routes/bookings';
import { categoryRoutes } from './routes/categories';
import { enquiriesRoutes } from './routes/enquiries';
import { manageBookingRoutes } from './routes/manage-booking';
import { myBookingRoutes } from './routes/my-bookings';
import { myPaymentMethodRoutes } from './routes/my-payment-methods';
import { myProfileRoutes } from './routes/my-profile';
import { myWishlistRoutes } from './routes/my-wishlist';
import { newsletterRoutes } from './routes/newsletter';
import { settingsRoutes } from './routes/settings';
import { sitemapRoutes } from './routes/sitemap';
import { isTourMediaUpload, tourMediaRoutes } from './routes/tour-media';
import { tourRoutes } from './routes/tours';

export interface AppDeps {
  db: Kysely<Database>;
  config: AppConfig;
  /** Injectable "now" for departures, tokens and throttling; defaults to the system clock. */
  clock?: () => Date;
  /** The built SPA; when given, it is served with history fallback to index.html. */
  staticDir?: string;
}

/**
 * CSP for the API and the SPA. Scripts only from our origin (no inline scripts);
 * inline styles are allowed because Chakra/emotion inject <style> tags at runtime.
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const clock = deps.clock ?? (() => new Date());
  const services: AppServices = {
    db: deps.db,
    config: deps.config,
    clock,
    loginThrottle: createLoginThrottle({
      maxAttempts: deps.config.loginMaxAttempts,
      windowMs: deps.config.loginThrottleWindowMs,
      now: () => clock().getTime(),
    }),
  };

  const app = new Hono<AppEnv>();

  if (deps.config.logRequests) app.use('*', logger());
  // Public catalogue reads: answered from memory while the catalogue is unchanged, before any
  // other middleware runs (the stored answer carries every header they set).
  app.use('/api/*', catalogueCache({ db: deps.db, clock }));
  // Every text answer: brotli or gzip by Accept-Encoding (server/http/compress.ts).
  app.use('*', compress());
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: 'nosniff',
    }),
  );
  app.use('*', async (c, next) => {
    c.set('services', services);
    await next();
  });

  const jsonBodyLimit = bodyLimit({
    maxSize: deps.config.jsonBodyLimit,
    onError: (c) => c.json({ message: PAYLOAD_TOO_LARGE_MESSAGE }, 413),
  });
  // The media upload is multipart and applies its own, larger limit (routes/tour-media.ts).
  app.use('/api/*', (c, next) =>
    isTourMediaUpload(c.req.method, c.req.path) ? next() : jsonBodyLimit(c, next),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    // API answers are per-user or change with the catalogue; never let caches keep them.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });

  app.route('/api', authRoutes);
  app.route('/api', adminTwoFactorRoutes);
  app.route('/api', accountRecoveryRoutes);
  app.route('/api', tourRoutes);
  app.route('/api', adminTourRoutes);
  app.route('/api', categoryRoutes);
  app.route('/api', enquiriesRoutes);
  app.route('/api', newsletterRoutes);
  app.route('/api', adminDashboardRoutes);
  app.route('/api', adminCustomerRoutes);
  app.route('/api', adminEnquiryRoutes);
  app.route('/api', adminOutboxRoutes);
  app.route('/api', adminBookingRoutes);
  app.route('/api', adminDepartureRoutes);
  app.route('/api', settingsRoutes);
  app.route('/api', bookingRoutes);
  app.route('/api', myBookingRoutes);
  app.route('/api', manageBookingRoutes);
  app.route('/api', myWishlistRoutes);
  app.route('/api', myProfileRoutes);
  app.route('/api', myPaymentMethodRoutes);

  app.route('/api', tourMediaRoutes);

  // sitemap.xml and robots.txt, before the SPA's files.
  app.route('/', sitemapRoutes);

  // Uploaded images, before the SPA fallback: anything under /uploads/ is an image or a 404.
  app.get('/uploads/*', serveUploads(deps.config.uploadsDir));

  // Server-rendered pages call the API in-process, through the same routes the browser uses.
  if (deps.staticDir)
    app.use(
      '*',
      spaStatic(deps.staticDir, (request) => app.fetch(request)),
    );

  app.notFound((c) => notFound(c));

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || 'Request error.' }, error.status);
    }
    // Details (SQL, stack) stay in the server log; the client only learns that it failed.
    console.error(`[${new Date().toISOString()}] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ message: SERVER_ERROR_MESSAGE }, 500);
  });

  return app;
}
