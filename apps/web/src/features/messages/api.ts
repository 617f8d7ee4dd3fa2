import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useAccessToken } from '../../lib/auth';

/** What GET /api/messages/public and /api/messages/protected answer. */
export interface MessageResponse {
  message: string;
}

export function usePublicMessage() {
  return useQuery({
    queryKey: ['messages', 'public'],
    queryFn: ({ signal }) => apiRequest<MessageResponse>('/api/messages/public', { signal }),
  });
}

export function useProtectedMessage() {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['messages', 'protected', token ?? 'anonymous'],
    queryFn: ({ signal }) =>
      apiRequest<MessageResponse>('/api/messages/protected', { token: token ?? null, signal }),
  });
}
