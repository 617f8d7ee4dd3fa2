import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccessToken } from './auth';
import type { AnswerSchema, JsonCall } from './json-api';
import { getJson, noContent, sendJson } from './json-api';

/**
 * Reads and deletes of one record by its id, as every feature's api.ts makes them: the id is
 * always encoded into the path the same way.
 */

/** GET `<base>/<id>`, parsed with `schema`. */
export function getById<T>(
  base: string,
  id: string,
  schema: AnswerSchema<T>,
  call: JsonCall,
): Promise<T> {
  return getJson(`${base}/${encodeURIComponent(id)}`, schema, call);
}

/** DELETE `<base>/<id>` (with `query`, e.g. '?force=true'): the server answers 204. */
export async function deleteById(
  base: string,
  id: string,
  call: JsonCall,
  query = '',
): Promise<void> {
  await sendJson('DELETE', `${base}/${encodeURIComponent(id)}${query}`, undefined, noContent, call);
}

/**
 * The delete of a record cached by a feature under `[...key, 'list', …]` and
 * `[...key, 'detail', id]`: once deleted, it leaves every cached list at once, its detail is
 * forgotten and the lists are fetched again. The caller shows errors itself.
 */
export function useDeleteById<T extends { _id: string }>(
  base: string,
  key: readonly string[],
  invalid: string,
) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<void> => deleteById(base, id, { token, invalid }),
    onSuccess: async (_result, id) => {
      queryClient.setQueriesData<T[]>({ queryKey: [...key, 'list'] }, (records) =>
        records?.filter((record) => record._id !== id),
      );
      queryClient.removeQueries({ queryKey: [...key, 'detail', id] });
      await queryClient.invalidateQueries({ queryKey: [...key, 'list'] });
    },
    onError: () => undefined,
  });
}
