import type { MessageResponse } from '@artistic/domain/core/demo-message-schema';
import { messageSchema } from '@artistic/domain/core/demo-message-schema';
import { useQuery } from '@tanstack/react-query';
import { useAccessToken } from '../../lib/auth';
import { getJson } from '../../lib/json-api';

/** What GET /api/messages/public and /api/messages/protected answer. */
export type { MessageResponse };

export function usePublicMessage() {
  return useQuery({
    queryKey: ['messages', 'public'],
    queryFn: ({ signal }): Promise<MessageResponse> =>
      getJson('/api/messages/public', messageSchema, { signal }),
  });
}

export function useProtectedMessage() {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['messages', 'protected', token ?? 'anonymous'],
    queryFn: ({ signal }): Promise<MessageResponse> =>
      getJson('/api/messages/protected', messageSchema, { token, signal }),
  });
}
