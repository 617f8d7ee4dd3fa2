import type { AppConfig } from '@artistic/domain/core/app-config-schema';
import { createContext, useContext } from 'react';
import { getJson } from './json-api';
import { appConfigAnswer } from './shell-answers';

/** What GET /api/config answers (public). */
export type { AppConfig };

export function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  // Checked by hand, as the domain's appConfigSchema would: no zod before the first page (ADR 043).
  return getJson('/api/config', appConfigAnswer, { signal });
}

export const appConfigQueryKey = ['config'] as const;

export const AppConfigContext = createContext<AppConfig | null>(null);

/** The server's public configuration; available everywhere below the config gate. */
export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig must be used below AppConfigContext');
  return config;
}
