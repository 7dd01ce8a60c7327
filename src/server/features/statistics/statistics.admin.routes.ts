import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';

/** Tilastot: statistics for admins (filled in by the statistics work). */
export const statisticsAdminRoutes = new OpenAPIHono<AppEnv>();
