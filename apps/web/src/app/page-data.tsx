import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

/**
 * One data cache for the whole visit (React Query), around each page that reads the API
 * (`lazyPage` in app/routes.tsx, ADR 047): this module is loaded once, with the first such page,
 * and kept, so the cache survives navigation. The welcome page does without it.
 */
const queryClient = createQueryClient();

export function PageData({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
