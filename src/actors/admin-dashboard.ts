import { fromPromise } from 'xstate';
import type { Dashboard } from '../../contract/admin-dashboard';
import { getDashboard } from '../api/admin-dashboard';

/** GET /api/admin/dashboard; leaving the loading state aborts the request. */
export const fetchDashboard = fromPromise<Dashboard>(({ signal }) => getDashboard(signal));
