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

let preloaded: AppConfig | undefined;

/**
 * Reads the configuration as the app starts, beside the texts (app/main.tsx), so that the first
 * render draws the shell with it instead of a loader, then the shell again (ADR 050): answers the
 * configuration, or undefined when it failed or took longer than `waitMs` (the gate then reads
 * it, and says what went wrong).
 */
export async function preloadAppConfig(waitMs: number): Promise<AppConfig | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  const config = await Promise.race([getAppConfig().catch(() => undefined), late]);
  clearTimeout(timer);
  preloaded = config;
  return config;
}

/** The configuration read as the app started, if it was (the config gate starts with it). */
export function preloadedAppConfig(): AppConfig | undefined {
  return preloaded;
}

export const appConfigQueryKey = ['config'] as const;

export const AppConfigContext = createContext<AppConfig | null>(null);

/** The server's public configuration; available everywhere below the config gate. */
export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig must be used below AppConfigContext');
  return config;
}
