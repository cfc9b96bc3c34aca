import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import { createTestModel } from '@xstate/graph';
import {
  AVAILABILITY_MESSAGES,
  INCLUSION_MESSAGES,
  ITINERARY_MESSAGES,
  TOUR_FORM_MESSAGES,
  type AdminTourEdit,
  type CategoryOption,
  type TourBasicInput,
} from '../contract/admin-tours';
import { toStoredUser, type LoginResponse } from '../contract/auth';
import { TOUR_MEDIA_MESSAGES, type TourMedia } from '../contract/tour-media';
import { WIZARD_TAB_LABELS, WIZARD_TABS, type WizardTab } from '../contract/tour-wizard';
import {
  TAB_EVENTS,
  wizardModel,
  type TabEvent,
  type WizardMode,
} from '../tests/model/tour-wizard-model';
import { pathKey, withoutPrefixes } from '../tests/model/transition-paths';
import { ADMIN, BASE_URL } from './fixtures';

/**
 * The wizard model (tests/model/tour-wizard-model.ts) drives Chromium through the production
 * build against the real server and database, one fresh page per path. Every state along a path
 * is checked as the admin sees it (locked or open tabs, the address, SPEC 8's alerts, errors
 * under the fields, the loading spinner and its Try again), and every save is checked against
 * what GET /api/tours/{id}/edit then returns.
 *
 * What is real and what is not:
 * - Media and Availability failures are real server refusals of data the browser lets through:
 *   a file that calls itself a JPEG but is not one, and a start date that is already "today" for
 *   the server while the admin's calendar is a day behind (a page west of UTC in the evening).
 * - Basic Information, Itinerary and Inclusions check exactly what the server checks (the
 *   contract's schemas), so no data makes the server refuse them; those three failures answer the
 *   one save request with the Laravel-shaped 422 the server would send (`refuseOnce`).
 * - Edit mode's load is held until the spinner has been seen, then passed to the real server;
 *   LOAD_FAIL answers that one request with the server's 500, and Try again reaches the server.
 */

// A failing path prints its states and events; its trace keeps the actions, console and network
// (playwright.config.ts leaves out the screencast and DOM snapshots, which doubled this spec's time).

const MODES = ['create', 'edit'] as const satisfies readonly WizardMode[];
const DAY_MS = 24 * 60 * 60 * 1000;

/* The paths ------------------------------------------------------------------------------- */

/**
 * createTestModel keys a state by its value and the transition into it, so getShortestPaths()
 * returns one path per transition (93 create / 92 edit once prefixes go): minutes of browser
 * time. Keyed by the state alone, the shortest path to every state of the model is 17 paths, and
 * the ones that are not prefixes of another leave 11 per mode, each checking every state along
 * it. Edit mode adds Try again: the failed load, the retry and the real answer.
 */
function computePaths(mode: WizardMode) {
  const shortest = createTestModel(wizardModel(mode)).getShortestPaths();
  const byState = createTestModel(wizardModel(mode), { serializeTransition: () => '' });
  const toEveryState = byState.getShortestPaths({ allowDuplicatePaths: true });
  const retry =
    mode === 'edit'
      ? byState.getPathsFromEvents([{ type: 'LOAD_FAIL' }, { type: 'RETRY' }, { type: 'LOAD_OK' }])
      : [];
  return { shortest, toEveryState, replayed: withoutPrefixes([...toEveryState, ...retry]) };
}

const PATHS = { create: computePaths('create'), edit: computePaths('edit') };
const modelPaths = (mode: WizardMode) => PATHS[mode];

type ModelPath = ReturnType<typeof computePaths>['replayed'][number];
type ModelState = ModelPath['state'];

const valueKey = (state: ModelState) => JSON.stringify(state.value);
const eventsOf = (path: ModelPath) =>
  path.steps
    .slice(1) // the first step is xstate.init: the page as it opens
    .map((step) => step.event.type)
    .join(' → ') || 'opens';

/** The tab an open state is in (Basic Information while locked or loading). */
function tabOf(state: ModelState): WizardTab {
  return WIZARD_TABS.find((tab) => state.matches({ open: tab })) ?? 'basic';
}

test('the replayed paths reach the target state of every shortest path', () => {
  for (const mode of MODES) {
    const { shortest, toEveryState, replayed } = modelPaths(mode);
    const keys = replayed.map(pathKey);
    for (const path of toEveryState) {
      const key = pathKey(path);
      expect(keys.some((k) => k === key || k.startsWith(`${key} > `))).toBe(true);
    }
    const reached = new Set(replayed.flatMap((path) => path.steps.map((s) => valueKey(s.state))));
    for (const path of shortest) expect(reached).toContain(valueKey(path.state));
    expect(reached.size).toBe(new Set(toEveryState.map((p) => valueKey(p.state))).size);
  }
});

/* The admin, the server and the test data ------------------------------------------------- */

let api: APIRequestContext;
let session: LoginResponse;
let category: CategoryOption;
let serial = 0;

/** A title no other spec or path uses. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}-${++serial}`;

/** The server's calendar day (it counts in UTC; see the team brief's follow-ups). */
const serverDay = (shift = 0) => new Date(Date.now() + shift * DAY_MS).toISOString().slice(0, 10);

const IMAGES = 'public/images/tours/deosai-plains';

/** A page that calls itself a JPEG: the browser sends it, the server reads the bytes and refuses. */
const FAKE_JPEG = {
  name: 'not-a-photo.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('<html><body>not an image</body></html>'),
};

/** What the server answers a failed edit load (server/http/responses.ts). */
const SERVER_ERROR = { message: 'Server Error' };

function seedBody(title: string): TourBasicInput {
  return {
    title,
    description: 'Five days between Skardu and the Deosai plateau.',
    important_notes: 'Carry warm layers for the nights.',
    price: 750,
    duration: 5,
    difficulty: 'Moderate',
    location: 'Skardu, Gilgit-Baltistan',
    group_size: '2-8',
    altitude: '4,114 m',
    season: 'July - September',
    status: 'Draft',
    category_id: category.id,
  };
}

async function tourOnServer(id: number): Promise<AdminTourEdit> {
  const response = await api.get(`/api/tours/${id}/edit`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: AdminTourEdit }).data;
}

/** Each tab's part of the stored tour, as the tab saves it. */
function storedPart(tab: WizardTab, tour: AdminTourEdit): unknown {
  switch (tab) {
    case 'basic':
      return {
        title: tour.title,
        price: tour.price,
        category_id: tour.category_id,
      } satisfies BasicPart;
    case 'media':
      return { thumbnail: tour.thumbnail, gallery: tour.media.map((m) => m.full_image_path) };
    case 'itinerary':
      return tour.itinerary.map(({ day, title, description }) => ({ day, title, description }));
    case 'inclusions':
      return tour.inclusions[0] ?? { includes: [], excludes: [] };
    case 'availability':
      return tour.departures
        .map(({ start_date, capacity }) => ({ start_date, capacity }))
        .sort((a, b) => a.start_date.localeCompare(b.start_date));
  }
}

type StoredParts = Record<WizardTab, unknown>;
interface BasicPart {
  title: string;
  price: number;
  category_id: number | null;
}

/** Every tab's part of the stored tour. */
const storedParts = (tour: AdminTourEdit) =>
  Object.fromEntries(WIZARD_TABS.map((tab) => [tab, storedPart(tab, tour)])) as StoredParts;

/** A tour just made from its basic information: nothing in the other tabs yet. */
const newTourParts = (basic: BasicPart): StoredParts => ({
  basic,
  media: { thumbnail: null, gallery: [] },
  itinerary: [],
  inclusions: { includes: [], excludes: [] },
  availability: [],
});

/**
 * Answers the next `method pathname` request with the Laravel-shaped 422 the server sends
 * (server/http/responses.ts validationError), for saves whose every refusal the browser already
 * makes itself: the request never reaches the server.
 */
async function refuseOnce(
  page: Page,
  method: string,
  pathname: string,
  field: string,
  message: string,
) {
  await page.route(
    (url) => url.pathname === pathname,
    (route) =>
      route.request().method() === method
        ? route.fulfill({ status: 422, json: { message, errors: { [field]: [message] } } })
        : route.fallback(),
    { times: 1 },
  );
}

/** Requests held until the test lets them go on (or answers them itself). */
class HeldRequests {
  private readonly held: Route[] = [];
  private readonly waiting: Array<(route: Route) => void> = [];

  readonly hold = (route: Route) => {
    const wake = this.waiting.shift();
    if (wake) wake(route);
    else this.held.push(route);
  };

  next(): Promise<Route> {
    const route = this.held.shift();
    return route ? Promise.resolve(route) : new Promise((resolve) => this.waiting.push(resolve));
  }
}

test.describe('tour wizard model in Chromium against the real server', () => {
  // UTC, so "a day behind the server" is exactly one calendar day for the browser too.
  test.use({ viewport: { width: 1280, height: 800 }, timezoneId: 'UTC' });

  test.beforeAll(async ({ playwright }) => {
    const anonymous = await playwright.request.newContext({ baseURL: BASE_URL });
    const login = await anonymous.post('/api/login', { data: ADMIN });
    expect(login.status()).toBe(200);
    session = (await login.json()) as LoginResponse;
    await anonymous.dispose();
    api = await playwright.request.newContext({
      baseURL: BASE_URL,
      extraHTTPHeaders: { Authorization: `Bearer ${session.token}` },
    });
    const categories = await api.get('/api/categories');
    const first = ((await categories.json()) as { data: CategoryOption[] }).data[0];
    if (!first) throw new Error('The seed has no categories');
    category = first;
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  for (const mode of MODES) {
    for (const path of modelPaths(mode).replayed) {
      test(`${mode}: ${eventsOf(path)}`, async ({ page }) => {
        await replay(page, mode, path);
      });
    }
  }
});

/* One path in the browser ----------------------------------------------------------------- */

async function replay(page: Page, mode: WizardMode, path: ModelPath) {
  let tourId: number | null = null;
  /** What the server holds, tab by tab, as of the last check or successful save. */
  let expected: StoredParts | null = null;
  const loads = new HeldRequests();
  let load: Route | null = null;
  /** The failure the path's last refused save should show (toast text and where). */
  let refusal: { message: string; control: () => Locator } | null = null;

  const { token, user } = session;
  await page.addInitScript(
    ([storedToken, storedUser]) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem('user', storedUser);
    },
    [token, JSON.stringify(toStoredUser(user))] as const,
  );

  // The admin's calendar is a day behind the server's, only where a path needs the server to
  // refuse a departure the page accepts: every timer still runs in real time.
  if (path.steps.some((step) => step.state.matches({ open: { availability: 'failed' } }))) {
    await page.clock.install({ time: Date.now() - DAY_MS });
  }

  if (mode === 'edit') {
    const seeded = await api.post('/api/tours/store', {
      data: seedBody(unique('Model Edit Tour')),
    });
    expect(seeded.status()).toBe(201);
    tourId = ((await seeded.json()) as { data: { id: number } }).data.id;
    expected = storedParts(await tourOnServer(tourId));
    await page.route((url) => url.pathname === `/api/tours/${tourId}/edit`, loads.hold);
    await page.goto(`/admin/tours/customize/${tourId}`);
  } else {
    await page.goto('/admin/tours/customize');
  }

  /* What the admin sees */

  const tab = (t: WizardTab) => page.getByRole('tab', { name: WIZARD_TAB_LABELS[t], exact: true });
  const saveButton = (t: WizardTab) =>
    page.getByRole('button', { name: `Save ${WIZARD_TAB_LABELS[t]}`, exact: true });
  /** SPEC 8's alert with its title (at most one shows; the one leaving may linger a moment). */
  const toast = (title: string) =>
    page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title });
  const heading = (name: string) => page.getByRole('heading', { level: 1, name });
  const lockHint = page.getByText('Save the basic information first');
  const day = (n: number) => page.getByRole('group', { name: `Day ${n}` });
  const departure = (n: number) => page.getByRole('group', { name: new RegExp(`^Departure ${n}`) });

  const storedTitle = () => (expected?.basic as { title: string } | undefined)?.title;

  /** The whole stored tour is what the saves so far made it: the refused ones changed nothing. */
  const expectServerHolds = async () => {
    if (tourId === null || expected === null) return;
    expect(storedParts(await tourOnServer(tourId))).toEqual(expected);
  };

  /** The tab list in one look: which tab is open, which are locked. */
  const expectTabs = (current: WizardTab, locked: boolean) =>
    expect(page.getByRole('tablist')).toMatchAriaSnapshot(
      [
        '- tablist:',
        ...WIZARD_TABS.map(
          (t) =>
            `  - tab "${WIZARD_TAB_LABELS[t]}" [disabled=${locked && t !== 'basic'}] [selected=${t === current}]`,
        ),
      ].join('\n'),
    );

  const expectLocked = async () => {
    await expect(heading('Create New Tour')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/tours\/customize$/);
    await expectTabs('basic', true);
    await expect(lockHint).toBeVisible();
    await expect(saveButton('basic')).toBeEnabled();
  };

  const expectOpen = async (current: WizardTab) => {
    await expect(heading('Edit Tour')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/tours/customize/${tourId}$`));
    await expectTabs(current, false);
    await expect(lockHint).toHaveCount(0);
    await expect(saveButton(current)).toBeEnabled();
  };

  const expectSaved = async (current: WizardTab) => {
    await expectOpen(current);
    const alert = toast(`${WIZARD_TAB_LABELS[current]} Saved Successfully!`);
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Your changes have been saved.');
    await expect(page.getByRole('tabpanel').locator('[aria-invalid="true"]')).toHaveCount(0);
    if (current === 'basic') {
      await expect(page.getByLabel('Title')).toHaveValue(String(storedTitle()));
    }
    if (current === 'media') {
      await expect(page.getByAltText('Current featured image')).toHaveAttribute(
        'src',
        new RegExp(`^/uploads/tours/${tourId}/`),
      );
    }
    await expectServerHolds();
  };

  const expectRefused = async (current: WizardTab) => {
    if (!refusal) throw new Error('No refused save to show');
    const alert = toast(`Failed to save ${WIZARD_TAB_LABELS[current]}.`);
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(refusal.message);
    const control = refusal.control();
    await expect(control).toBeVisible();
    if (current !== 'media') {
      // A field's error sits under it as its error message; focus goes to it (not for files).
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleErrorMessage(refusal.message);
      await expect(control).toBeFocused();
    }
    await expectServerHolds();
  };

  const states: Record<string, (state: ModelState) => Promise<void>> = {
    'locked.idle': expectLocked,
    'locked.failed': async () => {
      await expectLocked();
      await expectRefused('basic');
    },
    loading: async () => {
      await expect(heading('Edit Tour')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading tour...' })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(0);
      load = await loads.next();
    },
    loadFailed: async () => {
      const alert = page.getByRole('alert').filter({ hasText: 'The tour could not be loaded.' });
      await expect(alert).toContainText(SERVER_ERROR.message);
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(page.getByRole('tab')).toHaveCount(0);
    },
  };
  for (const t of WIZARD_TABS) {
    states[`open.${t}.idle`] = async () => {
      await expectOpen(t);
      if (t === 'basic' && storedTitle()) {
        await expect(page.getByLabel('Title')).toHaveValue(String(storedTitle()));
      }
    };
    states[`open.${t}.saved`] = () => expectSaved(t);
    states[`open.${t}.failed`] = async () => {
      await expectOpen(t);
      await expectRefused(t);
    };
  }

  /* What the admin does */

  /** The tab's save endpoint (server/routes/admin-tours.ts, tour-media.ts). */
  const savePath = (t: WizardTab) => {
    if (t !== 'basic') return `/api/tours/${tourId}/${t}`;
    return tourId === null ? '/api/tours/store' : `/api/tours/${tourId}`;
  };

  /** Clicks the tab's Save button and waits for the server's (or the stand-in's) answer. */
  const saving = async (t: WizardTab, expectedStatus: number) => {
    const pathname = savePath(t);
    const answered = page.waitForResponse(
      (r) => r.request().method() !== 'GET' && new URL(r.url()).pathname === pathname,
    );
    await saveButton(t).click();
    const response = await answered;
    expect(response.status()).toBe(expectedStatus);
    return response;
  };

  /** A new title and price; for a new tour also the required texts (duration keeps its 1). */
  const fillBasic = async (title: string, price: number) => {
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Price ($)').fill(String(price));
    if (tourId !== null) return;
    const body = seedBody(title);
    await page.getByLabel('Description').fill(body.description);
    await page.getByLabel('Location').fill(body.location);
    await page.getByLabel('Group Size').fill(String(body.group_size));
    await page.getByLabel('Important Notes').fill(body.important_notes);
  };

  const saveOk: Record<WizardTab, () => Promise<void>> = {
    basic: async () => {
      const title = unique(mode === 'create' ? 'Model New Tour' : 'Model Edited Tour');
      const price = 500 + serial;
      await fillBasic(title, price);
      const basic: BasicPart = {
        title,
        price,
        category_id: (expected?.basic as BasicPart | undefined)?.category_id ?? null,
      };
      const creating = tourId === null;
      const response = await saving('basic', creating ? 201 : 200);
      if (creating) {
        tourId = ((await response.json()) as { data: { id: number } }).data.id;
        expected = newTourParts(basic);
      }
      expected!.basic = basic;
    },
    media: async () => {
      const before = expected!.media as { gallery: string[] };
      await page.getByLabel('Upload featured image').setInputFiles(`${IMAGES}/cover-640.webp`);
      await page.getByLabel('Add gallery images').setInputFiles(`${IMAGES}/gallery-1-640.webp`);
      const media = ((await (await saving('media', 201)).json()) as { data: TourMedia }).data;
      expect(media.thumbnail).toMatch(new RegExp(`^/uploads/tours/${tourId}/`));
      expect(media.media).toHaveLength(before.gallery.length + 1);
      expected!.media = {
        thumbnail: media.thumbnail,
        gallery: media.media.map((m) => m.full_image_path),
      };
    },
    itinerary: async () => {
      const title = unique('Skardu to Sheosar Lake');
      const description = 'Drive up to the plateau and camp by the lake.';
      await day(1).getByLabel('Title').fill(title);
      await day(1).getByLabel('Description').fill(description);
      await saving('itinerary', 200);
      const days = expected!.itinerary as Array<{
        day: number;
        title: string;
        description: string;
      }>;
      expected!.itinerary = [{ day: 1, title, description }, ...days.slice(1)];
    },
    inclusions: async () => {
      const item = unique('Jeep transfers');
      await page.getByRole('button', { name: 'Add included item' }).click();
      const items = page.getByLabel(/^Included item \d+$/);
      await items.last().fill(item);
      await saving('inclusions', 200);
      const lists = expected!.inclusions as { includes: string[]; excludes: string[] };
      expected!.inclusions = { ...lists, includes: [...lists.includes, item] };
    },
    availability: async () => {
      const start = serverDay(30 + serial);
      await page.getByRole('button', { name: 'Add Departure' }).click();
      const n = await page.getByRole('group', { name: /^Departure \d+/ }).count();
      await departure(n).getByLabel('Start date').fill(start);
      await departure(n).getByLabel('Capacity (seats)').fill('10');
      await saving('availability', 200);
      const departures = expected!.availability as Array<{ start_date: string; capacity: number }>;
      expected!.availability = [...departures, { start_date: start, capacity: 10 }].sort((a, b) =>
        a.start_date.localeCompare(b.start_date),
      );
    },
  };

  const saveFail: Record<WizardTab, () => Promise<void>> = {
    basic: async () => {
      // The server refuses a category that no longer exists; nothing can delete a category, so
      // its 422 is answered here for a form the page (rightly) finds valid.
      await fillBasic(unique('Model Refused Tour'), 650);
      await page.getByLabel('Category').selectOption(String(category.id));
      await refuseOnce(
        page,
        tourId === null ? 'POST' : 'PUT',
        tourId === null ? '/api/tours/store' : `/api/tours/${tourId}`,
        'category_id',
        TOUR_FORM_MESSAGES.categoryId,
      );
      refusal = {
        message: TOUR_FORM_MESSAGES.categoryId,
        control: () => page.getByLabel('Category'),
      };
      await saving('basic', 422);
    },
    media: async () => {
      // Real: the page only checks size and count; the server reads the bytes.
      await page.getByLabel('Add gallery images').setInputFiles(FAKE_JPEG);
      refusal = {
        message: TOUR_MEDIA_MESSAGES.type,
        control: () =>
          page
            .getByRole('listitem')
            .filter({ hasText: FAKE_JPEG.name })
            .getByText(TOUR_MEDIA_MESSAGES.type),
      };
      await saving('media', 422);
    },
    itinerary: async () => {
      // The page runs the server's own itinerary schema: its 422 is answered here.
      await day(1).getByLabel('Title').fill(unique('Bara Pani'));
      await day(1).getByLabel('Description').fill('Wildlife watching by the river.');
      await refuseOnce(
        page,
        'POST',
        `/api/tours/${tourId}/itinerary`,
        'itinerary.0.title',
        ITINERARY_MESSAGES.titleTooLong,
      );
      refusal = {
        message: ITINERARY_MESSAGES.titleTooLong,
        control: () => day(1).getByLabel('Title'),
      };
      await saving('itinerary', 422);
    },
    inclusions: async () => {
      // The page runs the server's own inclusions schema: its 422 is answered here.
      await page.getByRole('button', { name: 'Add included item' }).click();
      const n = await page.getByLabel(/^Included item \d+$/).count();
      await page.getByLabel(`Included item ${n}`, { exact: true }).fill(unique('Porters'));
      await refuseOnce(
        page,
        'POST',
        `/api/tours/${tourId}/inclusions`,
        `includes.${n - 1}`,
        INCLUSION_MESSAGES.tooLong,
      );
      refusal = {
        message: INCLUSION_MESSAGES.tooLong,
        control: () => page.getByLabel(`Included item ${n}`, { exact: true }),
      };
      await saving('inclusions', 422);
    },
    availability: async () => {
      // Real: the page (a day behind) takes the server's today as the future; the server not.
      await page.getByRole('button', { name: 'Add Departure' }).click();
      const n = await page.getByRole('group', { name: /^Departure \d+/ }).count();
      await departure(n).getByLabel('Start date').fill(serverDay());
      refusal = {
        message: AVAILABILITY_MESSAGES.future,
        control: () => departure(n).getByLabel('Start date'),
      };
      await saving('availability', 422);
    },
  };

  const events: Record<string, (step: { state: ModelState }) => Promise<void>> = {
    SAVE_OK: ({ state }) => saveOk[tabOf(state)](),
    SAVE_FAIL: ({ state }) => saveFail[tabOf(state)](),
    PICK_LOCKED_TAB: async () => {
      for (const t of WIZARD_TABS.filter((t) => t !== 'basic')) await tab(t).click({ force: true });
    },
    LOAD_OK: async () => {
      await load!.continue();
    },
    LOAD_FAIL: async () => {
      await load!.fulfill({ status: 500, json: SERVER_ERROR });
    },
    RETRY: async () => {
      await page.getByRole('button', { name: 'Try again' }).click();
    },
  };
  for (const [event, t] of Object.entries(TAB_EVENTS) as Array<[TabEvent, WizardTab]>) {
    events[event] = async () => {
      await tab(t).click();
    };
  }

  await path.test({ states, events });
}
