import { createContext, useContext } from 'react';
import { apiRequest } from './api-client';

/** What GET /api/config answers (public). */
export interface AppConfig {
  oidc: {
    authority: string;
    clientId: string;
    scope: string;
  };
  federationEmail: string;
  demo: boolean;
}

export class InvalidConfigError extends Error {
  constructor(field: string) {
    super(`Invalid /api/config response: ${field}`);
    this.name = 'InvalidConfigError';
  }
}

function readString(record: Record<string, unknown>, key: string, path: string): string {
  const value = record[key];
  if (typeof value !== 'string') throw new InvalidConfigError(`${path}${key}`);
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates the configuration answer at the edge. */
export function parseAppConfig(value: unknown): AppConfig {
  if (!isRecord(value)) throw new InvalidConfigError('body');
  const oidc = value.oidc;
  if (!isRecord(oidc)) throw new InvalidConfigError('oidc');
  return {
    oidc: {
      authority: readString(oidc, 'authority', 'oidc.'),
      clientId: readString(oidc, 'clientId', 'oidc.'),
      scope: readString(oidc, 'scope', 'oidc.'),
    },
    federationEmail: readString(value, 'federationEmail', ''),
    demo: value.demo === true,
  };
}

export async function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  const body = await apiRequest<unknown>('/api/config', signal ? { signal } : {});
  return parseAppConfig(body);
}

export const appConfigQueryKey = ['config'] as const;

export const AppConfigContext = createContext<AppConfig | null>(null);

/** The server's public configuration; available everywhere below the config gate. */
export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig must be used below AppConfigContext');
  return config;
}
