// Types shared by the Hono app and its endpoints.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Db } from '../db/client';
import type { Shop } from '../db/schema';
import type { Env } from './env';

export interface AppVariables {
  db: Db;
  env: Env;
  shop: Shop;
}
export type AppEnv = { Variables: AppVariables };
export type ApiApp = OpenAPIHono<AppEnv>;
