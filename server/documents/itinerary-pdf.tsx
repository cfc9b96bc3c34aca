import { longDay, money } from '../format';
import { Document, Font, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { Kysely } from 'kysely';
import type { ReactNode } from 'react';
import { BOOKING_REFERENCE_PATTERN, cancellationTimeline, shiftDay } from '../../contract/bookings';
import { tripEndDate } from '../../contract/my-bookings';
import { LEDGER_KIND_LABELS, LEDGER_METHOD_LABELS } from '../../contract/payment-summary';
import { ledgerSums, toPaymentSummary } from '../../contract/payments';
import type { GeneralSettings } from '../../contract/settings';
import { readSettings } from '../admin-data/settings';
import { bookingQuery, moneyFactsOf, parseAddOns } from '../bookings/queries';
import { isoDate } from '../catalog/dates';
import type { Database } from '../db/types';
import { ledgersOf } from '../payments/ledger';

/*
 * The itinerary PDF (issue 15): one A4 document per booking with what a traveller takes on the
 * trip. Built from the booking as stored when it is asked for (the mail worker renders it at
 * send time too), with the money and refund rules of contract/ so the PDF and the site never
 * disagree. Helvetica is built into PDF readers: no font files to ship or download.
 */

type Db = Kysely<Database>;

interface ItineraryFacts {
  reference: string;
  status: string;
  tourTitle: string;
  location: string;
  durationDays: number;
  startDate: string;
  endDate: string;
  leadName: string;
  leadEmail: string;
  leadPhone: string;
  travelers: number;
  addOns: { name: string; price: number }[];
  specialRequests: string | null;
  days: { day: number; title: string; description: string }[];
  includes: string[];
  excludes: string[];
  money: {
    total: number;
    paid: number;
    refunded: number;
    balance: number;
    balanceDueDate: string;
    state: string;
    ledger: { date: string; label: string; amount: number; refund: boolean }[];
  };
  tiers: { when: string; refund: string }[];
  company: GeneralSettings;
  issuedOn: string;
}

/* ------------------------------------------------------------------------------------------
 * Data
 * ---------------------------------------------------------------------------------------- */

/** SPEC 9's tiers as dated rows for this departure (contract/bookings.ts cancellationTimeline). */
function refundTiers(startDate: string): ItineraryFacts['tiers'] {
  const t = cancellationTimeline(startDate);
  return [
    { when: `On or before ${longDay(t.fullRefundUntil)}`, refund: 'Full refund (100%)' },
    { when: `${longDay(t.halfRefundFrom)} to ${longDay(t.halfRefundUntil)}`, refund: '50% refund' },
    { when: `From ${longDay(t.noRefundFrom)}`, refund: 'No refund' },
  ];
}

async function loadFacts(db: Db, reference: string, now: Date): Promise<ItineraryFacts | null> {
  if (!BOOKING_REFERENCE_PATTERN.test(reference)) return null;
  const row = await bookingQuery(db).where('bookings.reference', '=', reference).executeTakeFirst();
  if (!row) return null;
  const today = isoDate(now);

  const [days, inclusions, ledgers, settings] = await Promise.all([
    db
      .selectFrom('itinerary_days')
      .select(['day', 'title', 'description'])
      .where('tour_id', '=', row.tour_id)
      .orderBy('day')
      .execute(),
    db
      .selectFrom('tour_inclusions')
      .select(['kind', 'text'])
      .where('tour_id', '=', row.tour_id)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    ledgersOf(db, [row.id]),
    readSettings(db),
  ]);

  const facts = moneyFactsOf(row);
  const ledger = ledgers.get(row.id) ?? [];
  // The ledger is the record: its sums are what was paid and refunded.
  const sums = ledgerSums(
    ledger.map((entry) => ({ kind: entry.kind, amount_cents: Math.round(entry.amount * 100) })),
  );
  const summary = toPaymentSummary(
    {
      ...facts,
      paidCents: sums.paidCents,
      refundedCents: sums.refundedCents,
      dueAtBookingCents: row.due_at_booking_cents,
      holdExpiresAt: row.hold_expires_at,
    },
    today,
  );

  return {
    reference: row.reference,
    status: row.status,
    tourTitle: row.tour_title,
    location: row.tour_location,
    durationDays: row.tour_duration,
    startDate: row.departure_start_date,
    endDate: tripEndDate(row.departure_start_date, row.tour_duration),
    leadName: row.contact_name,
    leadEmail: row.contact_email,
    leadPhone: row.contact_phone,
    travelers: row.travelers,
    addOns: parseAddOns(row.add_ons),
    specialRequests: row.special_requests,
    days,
    includes: inclusions.filter((i) => i.kind === 'include').map((i) => i.text),
    excludes: inclusions.filter((i) => i.kind === 'exclude').map((i) => i.text),
    money: {
      total: summary.total,
      paid: summary.paid,
      refunded: summary.refunded,
      balance: summary.balance,
      balanceDueDate: summary.balance_due_date,
      state: summary.state,
      ledger: ledger.map((entry) => ({
        date: entry.created_at,
        label: `${LEDGER_KIND_LABELS[entry.kind]} (${LEDGER_METHOD_LABELS[entry.method]})`,
        amount: entry.amount,
        refund: entry.kind === 'refund',
      })),
    },
    tiers: refundTiers(row.departure_start_date),
    company: settings.general,
    issuedOn: today,
  };
}

/* ------------------------------------------------------------------------------------------
 * Layout
 * ---------------------------------------------------------------------------------------- */

// Whole words only: the default splits 'assistant' as 'as- sistant', which reads (and searches) badly.
Font.registerHyphenationCallback((word) => [word]);

const BRAND = '#1f5f8b';
const MUTED = '#4a5568';
const RULE = '#d8dee6';

const styles = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 56,
    paddingHorizontal: 44,
    fontFamily: 'Helvetica',
    fontSize: 10,
    lineHeight: 1.4,
    color: '#1a202c',
  },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderBottomWidth: 2,
    borderBottomColor: BRAND,
    paddingBottom: 10,
    marginBottom: 14,
  },
  company: { fontFamily: 'Helvetica-Bold', fontSize: 16, lineHeight: 1.2, color: BRAND },
  docTitle: { fontSize: 11, color: MUTED, marginTop: 2 },
  refBox: { alignItems: 'flex-end' },
  refLabel: { fontSize: 8, color: MUTED, textTransform: 'uppercase' },
  ref: { fontFamily: 'Helvetica-Bold', fontSize: 14, letterSpacing: 1 },
  tourTitle: { fontFamily: 'Helvetica-Bold', fontSize: 18, lineHeight: 1.2, marginBottom: 4 },
  subtitle: { color: MUTED, marginBottom: 12 },
  section: { marginBottom: 14 },
  h2: {
    fontFamily: 'Helvetica-Bold',
    fontSize: 12,
    color: BRAND,
    borderBottomWidth: 1,
    borderBottomColor: RULE,
    paddingBottom: 3,
    marginBottom: 6,
  },
  grid: { flexDirection: 'row', flexWrap: 'wrap' },
  cell: { width: '50%', marginBottom: 4 },
  label: { fontSize: 8, color: MUTED, textTransform: 'uppercase' },
  value: { fontFamily: 'Helvetica-Bold' },
  row: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingVertical: 2,
    borderBottomWidth: 0.5,
    borderBottomColor: RULE,
  },
  strong: { fontFamily: 'Helvetica-Bold' },
  dayRow: { flexDirection: 'row', marginBottom: 6 },
  dayNo: { width: 48, fontFamily: 'Helvetica-Bold', color: BRAND },
  dayBody: { flex: 1 },
  subhead: {
    fontFamily: 'Helvetica-Bold',
    fontSize: 9,
    color: MUTED,
    textTransform: 'uppercase',
    marginTop: 4,
    marginBottom: 3,
  },
  bullet: { flexDirection: 'row', marginBottom: 2 },
  bulletMark: { width: 10 },
  note: { color: MUTED, fontSize: 9, marginTop: 4 },
  footer: {
    position: 'absolute',
    left: 44,
    right: 44,
    bottom: 24,
    borderTopWidth: 1,
    borderTopColor: RULE,
    paddingTop: 6,
    fontSize: 8,
    color: MUTED,
    flexDirection: 'row',
    justifyContent: 'space-between',
  },
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={styles.section}>
      <Text style={styles.h2} minPresenceAhead={40}>
        {title}
      </Text>
      {children}
    </View>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.cell}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.value}>{value}</Text>
    </View>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <View style={styles.row} wrap={false}>
      <Text style={strong ? styles.strong : {}}>{label}</Text>
      <Text style={strong ? styles.strong : {}}>{value}</Text>
    </View>
  );
}

function Bullets({ items, mark }: { items: string[]; mark: string }) {
  if (items.length === 0) return <Text style={styles.note}>None listed.</Text>;
  return (
    <>
      {items.map((item, i) => (
        <View key={i} style={styles.bullet} wrap={false}>
          <Text style={styles.bulletMark}>{mark}</Text>
          <Text style={{ flex: 1 }}>{item}</Text>
        </View>
      ))}
    </>
  );
}

function ItineraryDocument({ facts }: { facts: ItineraryFacts }) {
  const { company, money: m } = facts;
  const travellers = `${facts.travelers} ${facts.travelers === 1 ? 'traveller' : 'travellers'}`;
  return (
    <Document
      title={`Itinerary ${facts.reference}: ${facts.tourTitle}`}
      author={company.companyName}
      subject={`Booking ${facts.reference}`}
      language="en"
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.footer} fixed>
          <Text>
            {company.companyName} · {company.phone} · {company.email}
          </Text>
          {/* No page numbers: a render-prop Text hides the whole fixed footer in @react-pdf 4.9. */}
          <Text>Issued {longDay(facts.issuedOn)}</Text>
        </View>
        <View style={styles.header} fixed>
          <View>
            <Text style={styles.company}>{company.companyName}</Text>
            <Text style={styles.docTitle}>Trip itinerary</Text>
          </View>
          <View style={styles.refBox}>
            <Text style={styles.refLabel}>Booking reference</Text>
            <Text style={styles.ref}>{facts.reference}</Text>
          </View>
        </View>

        <Text style={styles.tourTitle}>{facts.tourTitle}</Text>
        <Text style={styles.subtitle}>
          {facts.location} · {facts.durationDays} days
          {facts.status === 'Confirmed' ? '' : ` · Booking ${facts.status.toLowerCase()}`}
        </Text>

        <Section title="Trip details">
          <View style={styles.grid}>
            <Field label="Start date" value={longDay(facts.startDate)} />
            <Field label="End date" value={longDay(facts.endDate)} />
            <Field label="Lead traveller" value={facts.leadName} />
            <Field label="Travellers" value={travellers} />
            <Field label="E-mail" value={facts.leadEmail} />
            <Field label="Phone" value={facts.leadPhone} />
          </View>
          {facts.specialRequests ? (
            <Text style={styles.note}>Special requests: {facts.specialRequests}</Text>
          ) : null}
        </Section>

        <Section title="Add-ons">
          {facts.addOns.length === 0 ? (
            <Text style={styles.note}>No add-ons.</Text>
          ) : (
            facts.addOns.map((addOn, i) => (
              <Line key={i} label={addOn.name} value={money(addOn.price)} />
            ))
          )}
        </Section>

        <Section title="Payment schedule">
          <Line label="Total" value={money(m.total)} strong />
          {m.ledger.map((entry, i) => (
            <Line
              key={i}
              label={`${longDay(entry.date)}: ${entry.label}`}
              value={`${entry.refund ? '-' : ''}${money(entry.amount)}`}
            />
          ))}
          <Line label="Paid" value={money(m.paid)} />
          {m.refunded > 0 ? <Line label="Refunded" value={money(m.refunded)} /> : null}
          <Line label="Balance" value={money(m.balance)} strong />
          <Line label="Balance due date" value={longDay(m.balanceDueDate)} />
          <Text style={styles.note}>
            {m.balance > 0
              ? `Please pay the balance of ${money(m.balance)} by ${longDay(m.balanceDueDate)} (30 days before the start).`
              : 'Nothing more is due for this booking.'}
          </Text>
        </Section>

        <Section title="Cancellation policy">
          {facts.tiers.map((tier, i) => (
            <Line key={i} label={tier.when} value={tier.refund} />
          ))}
          <Text style={styles.note}>
            Refunds apply to the amount paid. The operator may modify or cancel a trip for weather,
            safety or too few participants.
          </Text>
        </Section>

        <Section title="Day-by-day itinerary">
          {facts.days.length === 0 ? (
            <Text style={styles.note}>The day-by-day programme will follow.</Text>
          ) : (
            facts.days.map((d) => (
              <View key={d.day} style={styles.dayRow} wrap={false}>
                <Text style={styles.dayNo}>Day {d.day}</Text>
                <View style={styles.dayBody}>
                  <Text style={styles.strong}>
                    {d.title} ({longDay(shiftDay(facts.startDate, d.day - 1))})
                  </Text>
                  <Text>{d.description}</Text>
                </View>
              </View>
            ))
          )}
        </Section>

        <Section title="What's included">
          <Text style={styles.subhead}>Included</Text>
          <Bullets items={facts.includes} mark="+" />
          <Text style={styles.subhead}>Not included</Text>
          <Bullets items={facts.excludes} mark="-" />
        </Section>

        <Section title="Contact us">
          <View style={styles.grid} wrap={false}>
            <Field label="Company" value={company.companyName} />
            <Field label="Phone" value={company.phone} />
            <Field label="E-mail" value={company.email} />
            <Field label="Website" value={company.website} />
          </View>
          <Text>{company.address}</Text>
        </Section>
      </Page>
    </Document>
  );
}

/**
 * The booking's itinerary as a PDF, or null when no booking has this reference. Who may see it
 * is the caller's business (the routes check the owner, the manage pair or the admin role).
 */
export async function renderItineraryPdf(
  db: Db,
  reference: string,
  now: Date = new Date(),
): Promise<Buffer | null> {
  const facts = await loadFacts(db, reference, now);
  if (!facts) return null;
  return renderToBuffer(<ItineraryDocument facts={facts} />);
}
