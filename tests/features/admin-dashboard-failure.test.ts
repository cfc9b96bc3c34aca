import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Dashboard } from '../../contract/admin-dashboard';
import { loadMachineOf } from '../../machines/load-machine';
import { dashboardFailure } from '../../src/features/admin/dashboard/dashboard.logic';
import { apiError } from '../machines/admin-dashboard-fixture';

async function failWith(error: unknown) {
  const actor = createActor(
    loadMachineOf<Dashboard | null>().provide({
      actors: { load: fromPromise<Dashboard | null>(() => Promise.reject(error)) },
    }),
    { input: { initialData: null } },
  ).start();
  return dashboardFailure(await waitFor(actor, (s) => s.hasTag('error')));
}

describe("the admin dashboard's failure text", () => {
  it("is the API's message", async () => {
    expect(await failWith(apiError(500, 'Server Error'))).toBe('Server Error');
  });

  it('falls back to a fixed message when the failure carries none', async () => {
    expect(await failWith(new Error(''))).toBe('Failed to load the dashboard.');
  });
});
