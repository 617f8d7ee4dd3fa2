import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthUser } from '../auth/verify.ts';
import type { Logger } from './logger.ts';

export interface AppVariables {
  requestId: string;
  log: Logger;
  user: AuthUser | null;
}

export interface AppEnv {
  Variables: AppVariables;
}

export type ApiApp = OpenAPIHono<AppEnv>;
