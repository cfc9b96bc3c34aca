import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { logger } from 'hono/logger';
import { secureHeaders } from 'hono/secure-headers';
import type { Kysely } from 'kysely';
import { adminPagesGuard } from './auth/ip-restriction';
import { HashingBusyError } from './auth/password';
import { catalogueCache } from './catalog/response-cache';
import type { AppConfig } from './config';
import { isDatabaseUnavailable } from './db/errors';
import type { Database } from './db/types';
import { compress } from './http/compress';
import type { AppEnv, AppServices } from './http/env';
import { requestGuard } from './http/request-guard';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  notFound,
  PAYLOAD_TOO_LARGE_MESSAGE,
  SERVER_ERROR_MESSAGE,
} from './http/responses';
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
import { healthRoutes } from './routes/health';
import { holdRoutes } from './routes/holds';
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
import { waitlistRoutes } from './routes/waitlist';

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
  // The SPA sets no <base>: none may be injected to redirect relative script URLs.
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/**
 * Browser features the site never uses, denied to it and to anything framed in it (an injected
 * script cannot ask for the camera). Sharing and copying a link (Web Share, clipboard-write)
 * stay allowed: the tour page and the booking confirmation use them.
 */
const PERMISSIONS_POLICY = {
  accelerometer: [],
  autoplay: [],
  camera: [],
  displayCapture: [],
  geolocation: [],
  gyroscope: [],
  hid: [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  screenWakeLock: [],
  serial: [],
  usb: [],
  xrSpatialTracking: [],
};

/**
 * HSTS for one year, sent on every answer: browsers ignore it over plain HTTP (RFC 6797 8.1),
 * so it costs nothing locally, and behind a TLS-terminating proxy it is the one header that
 * keeps the next visit on HTTPS. It is not made to depend on TRUST_PROXY/X-Forwarded-Proto,
 * which a deployment may forget to set while still serving HTTPS.
 */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const clock = deps.clock ?? (() => new Date());
  const services: AppServices = {
    db: deps.db,
    config: deps.config,
    clock,
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
      permissionsPolicy: PERMISSIONS_POLICY,
      strictTransportSecurity: STRICT_TRANSPORT_SECURITY,
    }),
  );
  app.use('*', async (c, next) => {
    c.set('services', services);
    await next();
  });
  // Cross-origin writes (403) and non-JSON API bodies (415), before any body is read.
  app.use(
    '*',
    requestGuard({ publicUrl: deps.config.publicUrl, takesMultipart: isTourMediaUpload }),
  );

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
  app.route('/api', holdRoutes);
  app.route('/api', myBookingRoutes);
  app.route('/api', manageBookingRoutes);
  app.route('/api', myWishlistRoutes);
  app.route('/api', myProfileRoutes);
  app.route('/api', myPaymentMethodRoutes);
  app.route('/api', waitlistRoutes);

  app.route('/api', tourMediaRoutes);

  // /healthz and /readyz for the load balancer (server/routes/health.ts).
  app.route('/', healthRoutes);

  // sitemap.xml and robots.txt, before the SPA's files.
  app.route('/', sitemapRoutes);

  // Uploaded images, before the SPA fallback: anything under /uploads/ is an image or a 404.
  app.get('/uploads/*', serveUploads(deps.config.uploadsDir));

  // IP restriction (Settings > Security) keeps /admin pages to the allow-list.
  app.use('/admin/*', adminPagesGuard);

  // Server-rendered pages call the API in-process, through the same routes the browser uses.
  if (deps.staticDir)
    app.use(
      '*',
      spaStatic(deps.staticDir, (request) => app.fetch(request)),
    );

  app.notFound((c) => notFound(c));

  app.onError((error, c) => {
    if (error instanceof HashingBusyError) {
      c.header('Retry-After', '1');
      return c.json({ message: error.message }, 503);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || 'Request error.' }, error.status);
    }
    // The database is away (restart, failover): nothing was acknowledged, the client may retry.
    if (isDatabaseUnavailable(error)) {
      console.error(
        `${c.req.method} ${c.req.path}: database unavailable:`,
        (error as Error).message,
      );
      c.header('Retry-After', '5');
      return c.json({ message: DATABASE_UNAVAILABLE_MESSAGE }, 503);
    }
    // Details (SQL, stack) stay in the server log; the client only learns that it failed.
    console.error(`[${new Date().toISOString()}] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ message: SERVER_ERROR_MESSAGE }, 500);
  });

  return app;
}
