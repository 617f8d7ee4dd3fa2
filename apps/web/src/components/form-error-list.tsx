import type { MantineSpacing } from '@mantine/core';
import { List } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormErrorListProps {
  /** [path, message] of the errors no field shows ('' for the whole form). */
  errors: readonly (readonly [string, ReactNode])[];
  mt?: MantineSpacing;
}

/** The form errors no field shows, as 'path: message' lines (nothing when there are none). */
export function FormErrorList({ errors, mt }: FormErrorListProps) {
  if (errors.length === 0) return null;
  return (
    <List size="sm" mt={mt}>
      {errors.map(([path, message]) => (
        <List.Item key={path}>
          {path ? `${path}: ` : ''}
          {message}
        </List.Item>
      ))}
    </List>
  );
}
