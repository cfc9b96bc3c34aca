import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const enquiriesRoutes = new Hono<AppEnv>();
