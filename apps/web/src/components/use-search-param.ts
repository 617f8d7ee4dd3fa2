import { useSearchParams } from 'react-router';

/** The value of `?name=` in the page's address, trimmed; '' when it is absent. */
export function useSearchParam(name: string): string {
  const [searchParams] = useSearchParams();
  return searchParams.get(name)?.trim() ?? '';
}
