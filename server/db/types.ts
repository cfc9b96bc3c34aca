import type { Generated, Selectable } from 'kysely';

/*
 * Column conventions shared by SQLite and PostgreSQL so both dialects return identical values:
 * - ids are integers (serial / integer primary key autoincrement);
 * - booleans are integers 0/1;
 * - calendar dates are ISO text yyyy-mm-dd, timestamps full ISO text (Date#toISOString);
 * - money is integer US cents;
 * - structured values (add-ons, settings) are JSON text.
 */

export type UserStatus = 'Active' | 'Inactive';

interface UsersTable {
  id: Generated<number>;
  name: string;
  /** Always stored lower-cased and trimmed. */
  email: string;
  /** scrypt$<log2N>$<r>$<p>$<saltB64>$<hashB64>; never leaves the server. */
  password_hash: string;
  phone: string | null;
  country: string | null;
  /** yyyy-mm-dd (0005). */
  date_of_birth: Generated<string | null>;
  /** JSON text of contract/profile Preferences; null means the defaults (0005). */
  preferences: Generated<string | null>;
  status: UserStatus;
  created_at: string;
  updated_at: string;
  /** When the user followed a verification link (0008); null until then. */
  email_verified_at: Generated<string | null>;
  /** When the password was last set (0019); null reads as created_at. */
  password_changed_at: Generated<string | null>;
}

interface RolesTable {
  id: Generated<number>;
  name: string;
}

interface UserRolesTable {
  user_id: number;
  role_id: number;
}

interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 hex of the token handed to the client; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  image: string | null;
  icon: string | null;
  sort_order: number;
}

export type TourStatusValue = 'Active' | 'Draft' | 'Inactive';

interface ToursTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  price_cents: number;
  duration: number;
  difficulty: string;
  location: string;
  group_size: string | null;
  altitude: string | null;
  season: string | null;
  important_notes: string | null;
  status: TourStatusValue;
  category_id: number | null;
  thumbnail: string | null;
  featured: number;
  created_at: string;
  updated_at: string;
}

interface TourMediaTable {
  id: Generated<number>;
  tour_id: number;
  path: string;
  alt: string;
  sort_order: number;
}

interface ItineraryDaysTable {
  id: Generated<number>;
  tour_id: number;
  day: number;
  title: string;
  description: string;
}

type InclusionKind = 'include' | 'exclude';

interface TourInclusionsTable {
  id: Generated<number>;
  tour_id: number;
  kind: InclusionKind;
  text: string;
  sort_order: number;
}

interface DeparturesTable {
  id: Generated<number>;
  tour_id: number;
  start_date: string;
  capacity: number;
  seats_booked: number;
  /** Seats taken by unexpired-or-unswept holds (0020), kept exactly like seats_booked. */
  seats_held: Generated<number>;
  /*
   * Aggregates of the departure's bookings (0009), kept by triggers on bookings in the same
   * transaction as every booking write: never written by the application.
   */
  /** Bookings of any status. */
  bookings_count: Generated<number>;
  /** Confirmed bookings. */
  confirmed_count: Generated<number>;
  /** sum(paid_cents - refunded_cents) over every booking. */
  kept_cents: Generated<number>;
  /** The same over the Confirmed bookings. */
  confirmed_kept_cents: Generated<number>;
  /**
   * Confirmed bookings still owing (paid less than the total) that are not awaiting a first
   * bank transfer (0013): the departure's bookings with a balance due, or overdue.
   */
  owing_count: Generated<number>;
}

/**
 * Per customer (0009), kept by triggers on bookings: their bookings (any status), the newest
 * booking's created_at and sum(paid_cents - refunded_cents). No foreign key: a deleted
 * customer's row stays (at zero), ids are never reused.
 */
interface CustomerStatsTable {
  user_id: number;
  bookings: number;
  last_booking: string | null;
  spent_cents: number;
}

/** Per tour, kept by triggers on bookings (migration 0012). */
interface TourStatsTable {
  tour_id: number;
  bookings_count: number;
  confirmed_count: number;
  /** bigint on PostgreSQL: the driver returns it as text. */
  confirmed_kept_cents: number | string;
  kept_cents: number | string;
}

interface ReviewsTable {
  id: Generated<number>;
  tour_id: number;
  user_id: number | null;
  booking_id: number | null;
  name: string;
  avatar: string | null;
  rating: number;
  comment: string;
  date: string;
}

interface CustomTourRequestsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  groups_size: string;
  destination: string;
  duration: string;
  preferred_date: string | null;
  activities: string;
  special_requirements: string | null;
  budget: string | null;
  accommodation_type: string | null;
  created_at: string;
  /** contract/admin-enquiries EnquiryStatus; New for every new row (0006). */
  status: Generated<string>;
}

interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  created_at: string;
  /** contract/admin-enquiries EnquiryStatus; New for every new row (0006). */
  status: Generated<string>;
}

/** An admin's internal note on a contact message or custom-tour request (0006). */
interface EnquiryNotesTable {
  id: Generated<number>;
  /** 'contact' | 'custom-tour'. */
  enquiry_kind: string;
  enquiry_id: number;
  author_id: number | null;
  body: string;
  created_at: string;
}

/** What an admin changed, when (0006): reused by every back-office action. */
interface AdminAuditTable {
  id: Generated<number>;
  /** The admin; null once their account is deleted. */
  actor_id: number | null;
  /** 'enquiry.status', 'enquiry.note', 'subscriber.remove', ... */
  action: string;
  /** 'contact' | 'custom-tour' | 'newsletter_subscriber' | ... */
  subject_type: string;
  subject_id: number;
  /** JSON text: what changed ({ from, to }, { noteId }, { email }). */
  detail: Generated<string>;
  created_at: string;
}

interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  created_at: string;
}

interface BookingsTable {
  id: Generated<number>;
  /** 8 uppercase alphanumerics, generated by the server. */
  reference: string;
  user_id: number | null;
  tour_id: number;
  departure_id: number;
  travelers: number;
  /** JSON text: [{ id, name, price }] with price in dollars as shown at booking time. */
  add_ons: string;
  total_cents: number;
  status: string;
  payment_method: string;
  payment_status: string;
  /** The only card data the server ever keeps. */
  card_last4: string | null;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  contact_address: string | null;
  contact_city: string | null;
  contact_country: string | null;
  contact_zip: string | null;
  special_requests: string | null;
  idempotency_key: string | null;
  /**
   * SHA-256 (hex) of the canonicalised request that made the booking (0016); a replay of its
   * idempotency key must carry the same. Null for bookings stored before it.
   */
  request_fingerprint: Generated<string | null>;
  created_at: string;
  updated_at: string;
  /** Set when the traveller cancelled (0005). */
  cancelled_at: Generated<string | null>;
  refund_percent: Generated<number | null>;
  refund_cents: Generated<number | null>;
  /** Running sums of the ledger (0007): money received and money refunded, in cents. */
  paid_cents: Generated<number>;
  refunded_cents: Generated<number>;
  /** What checkout asked for at booking: the deposit or the full amount. */
  due_at_booking_cents: Generated<number>;
  /** Until when an unpaid bank transfer holds its seats (ISO timestamp). */
  hold_expires_at: Generated<string | null>;
  /** When the balance-due reminder was written to the outbox (0008); sent once. */
  balance_reminder_sent_at: Generated<string | null>;
}

/** One movement of a booking's money (0007): amounts positive, a refund is money out. */
interface BookingPaymentsTable {
  id: Generated<number>;
  booking_id: number;
  kind: string;
  method: string;
  amount_cents: number;
  card_last4: string | null;
  note: string | null;
  /** The admin who recorded it; null for the traveller's own payments. */
  recorded_by: number | null;
  created_at: string;
}

/** A saved card: never a full number or CVV (0005). */
interface PaymentMethodsTable {
  id: Generated<number>;
  user_id: number;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** 0/1; exactly one card of a user with cards is the default. */
  is_default: number;
  created_at: string;
}

interface WishlistItemsTable {
  user_id: number;
  tour_id: number;
  created_at: string;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'kept' | 'failed';

/** One e-mail (0008), rendered when written; the worker delivers it or keeps it here. */
interface MailOutboxTable {
  id: Generated<number>;
  /** Template name (server/mail/templates). */
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  /** Booking reference the message is about, if any. */
  reference: string | null;
  /** JSON array of attachment specs, resolved when sent (server/mail/attachments.ts). */
  attachments: string | null;
  status: OutboxStatus;
  /** Delivery attempts made (claims). */
  attempts: Generated<number>;
  /** Not before this time: now when written, later after a failure (back-off). */
  next_attempt_at: string;
  /** Set with status 'sending'; a claim older than the lease is taken over (crash mid-send). */
  claimed_at: string | null;
  claim_id: string | null;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}

export type AccountTokenPurpose = 'password-reset' | 'verify-email';

/** Single-use links (0008): only the SHA-256 of the token is stored. */
interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: AccountTokenPurpose;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

interface SettingsTable {
  key: string;
  /** JSON text. */
  value: string;
}

/** One row (id 1); triggers bump `version` with every catalogue write (migration 0009). */
interface CatalogVersionTable {
  id: number;
  /** bigint: PostgreSQL hands it back as a number (server/db/database.ts parses int8). */
  version: number;
}

/** One fixed window of one rate limit for one key (server/http/rate-limiter.ts). */
interface RateLimitsTable {
  /** "<limit>:<key>", e.g. "login:ann@example.com|203.0.113.9". */
  key: string;
  hits: number;
  /** ISO time the window ends; a hit after it starts a new window. */
  resets_at: string;
}

/** An admin's TOTP secret (migration 0017); enabled once a first code confirmed it. */
interface TwoFactorSecretsTable {
  user_id: number;
  secret: string;
  enabled_at: string | null;
  last_step: number | null;
  created_at: string;
}

/** Single-use recovery codes, sha256 hex only (migration 0017). */
interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** The password step of a two-factor sign-in, waiting for its code (migration 0017). */
interface LoginChallengesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface Database {
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  access_tokens: AccessTokensTable;
  categories: CategoriesTable;
  tours: ToursTable;
  tour_media: TourMediaTable;
  itinerary_days: ItineraryDaysTable;
  tour_inclusions: TourInclusionsTable;
  departures: DeparturesTable;
  customer_stats: CustomerStatsTable;
  tour_stats: TourStatsTable;
  reviews: ReviewsTable;
  custom_tour_requests: CustomTourRequestsTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  bookings: BookingsTable;
  booking_payments: BookingPaymentsTable;
  settings: SettingsTable;
  payment_methods: PaymentMethodsTable;
  wishlist_items: WishlistItemsTable;
  enquiry_notes: EnquiryNotesTable;
  admin_audit: AdminAuditTable;
  mail_outbox: MailOutboxTable;
  account_tokens: AccountTokensTable;
  catalog_version: CatalogVersionTable;
  rate_limits: RateLimitsTable;
  uploaded_images: UploadedImagesTable;
  two_factor_secrets: TwoFactorSecretsTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  login_challenges: LoginChallengesTable;
  seat_holds: SeatHoldsTable;
  waitlist_entries: WaitlistEntriesTable;
}

/**
 * Seats held during checkout or for a waitlist offer (migration 0020); each row's seats are
 * counted in its departure's seats_held until the row is deleted (consumed, released, swept).
 */
interface SeatHoldsTable {
  id: Generated<number>;
  departure_id: number;
  seats: number;
  /** SHA-256 (hex) of the token the holder was given. */
  token_hash: string;
  user_id: number | null;
  /** The waitlist entry this hold offers seats to (issue 19's waitlist), or null. */
  waitlist_entry_id: number | null;
  expires_at: string;
  created_at: string;
}

/** One rendition of an uploaded image, keyed by the address it is served at (migration 0018). */
interface UploadedImagesTable {
  /** /uploads/tours/{tourId}/{32 hex}-{640|1280}.webp */
  path: string;
  /** The re-encoded WebP. */
  bytes: Buffer;
  created_at: string;
}

export type UserRow = Selectable<UsersTable>;
export type TourRow = Selectable<ToursTable>;
export type OutboxRow = Selectable<MailOutboxTable>;

/** One place on a sold-out departure's waitlist (migration 0021; issue 19). */
interface WaitlistEntriesTable {
  id: Generated<number>;
  departure_id: number;
  /** The signed-in traveller who joined; null for a guest. */
  user_id: number | null;
  /** Lower-case. */
  email: string;
  travelers: number;
  /** The state of machines/waitlist-offer-machine.ts. */
  status: 'waiting' | 'offered' | 'claimed' | 'expired' | 'left';
  offered_at: string | null;
  offer_expires_at: string | null;
  /** The seat hold kept for the running offer (seat_holds.id). */
  hold_id: number | null;
  /** SHA-256 of the link token in the mails. */
  manage_token_hash: string;
  /** SHA-256 of the offer mail's claim link token; null until an offer is made. */
  offer_token_hash: string | null;
  created_at: string;
  updated_at: string;
}
