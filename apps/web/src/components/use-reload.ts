import { useState } from 'react';

/**
 * Starts a form again from the server's version (after a conflict): `reload` loads the record
 * again with `refetch`, then bumps `loadCount`, which the form's key carries.
 */
export function useReload(refetch: () => Promise<unknown>) {
  const [loadCount, setLoadCount] = useState(0);
  return {
    loadCount,
    reload() {
      void refetch().then(() => setLoadCount((count) => count + 1));
    },
  };
}
