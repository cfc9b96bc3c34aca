import { DEFAULT_PAYMENT_SETTINGS } from '../../contract/settings';
import type { Dashboard } from '../../contract/admin-dashboard';
import type { Settings } from '../../contract/settings';

/** A dashboard as GET /api/admin/dashboard answers it (one of each list, every trend kind). */
export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    stats: {
      totalTours: { value: 12, trend: 12.5 },
      activeBookings: { value: 34, trend: -3 },
      customers: { value: 1280, trend: 0 },
      revenue: { value: 45210.5, trend: null },
    },
    recentBookings: [
      {
        id: 1,
        reference: 'KT7Q2M9X',
        customerName: 'Ayesha Khan',
        customerEmail: 'ayesha@example.com',
        tourId: 3,
        tourTitle: 'K2 Base Camp Trek',
        startDate: '2026-06-15',
        travelers: 2,
        total: 2697,
        status: 'Confirmed',
        paymentStatus: 'Paid',
        createdAt: '2026-01-05T10:00:00.000Z',
      },
    ],
    latestReviews: [
      {
        id: 9,
        name: 'Marco Rossi',
        tourId: 3,
        tourTitle: 'K2 Base Camp Trek',
        rating: 4,
        comment: 'Superb guides and food at altitude.',
        date: '2025-09-02',
      },
    ],
    popularTours: [{ id: 3, title: 'K2 Base Camp Trek', bookings: 8, revenue: 10392 }],
    ...overrides,
  };
}

/** The settings document with SPEC 3's defaults and the site's company details. */
export function makeSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    general: {
      companyName: 'Karakoram Trails',
      email: 'info@karakoramtrails.pk',
      phone: '+92 5815 455 320',
      address: 'College Road, Skardu, Gilgit-Baltistan 16100, Pakistan',
      website: 'https://www.karakoramtrails.pk',
    },
    notifications: {
      emailNotifications: true,
      bookingAlerts: true,
      marketingEmails: false,
      customerReviews: true,
    },
    security: { twoFactorAuth: false, passwordExpiry: 90, ipRestriction: false, ipAllowList: [] },
    payments: { ...DEFAULT_PAYMENT_SETTINGS },
    ...overrides,
  };
}

/** What the app's ApiError looks like to a machine: a status, a message, maybe field errors. */
export function apiError(status: number, message: string, fieldErrors?: Record<string, string[]>) {
  return Object.assign(new Error(message), { status, fieldErrors });
}
