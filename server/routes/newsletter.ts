import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const newsletterRoutes = new Hono<AppEnv>();
