import { Hono } from 'hono';
import type { DashboardResponse } from '../../contract/admin-dashboard';
import { loadDashboard } from '../admin-data/dashboard';
import { requireAdmin } from '../auth/middleware';
import type { AppEnv } from '../http/env';

export const adminDashboardRoutes = new Hono<AppEnv>();

/** The admin dashboard: stat cards with 30-day trends and the three tabs' rows. */
adminDashboardRoutes.get('/admin/dashboard', requireAdmin, async (c) => {
  const { db, clock } = c.var.services;
  const body: DashboardResponse = { data: await loadDashboard(db, clock()) };
  return c.json(body);
});
