import { Hono } from 'hono';
import type { CategoriesResponse } from '../../contract';
import { listCategoryOptions } from '../catalog/queries';
import type { AppEnv } from '../http/env';

export const categoryRoutes = new Hono<AppEnv>();

categoryRoutes.get('/categories', async (c) => {
  const body: CategoriesResponse = { data: await listCategoryOptions(c.var.services.db) };
  return c.json(body);
});
