import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface KeyboardScrollContainerProps {
  /** Narrower than this, the table scrolls sideways. */
  minWidth: number;
  children: ReactNode;
}

/**
 * A table's scroll box for a phone: it scrolls sideways, and the keyboard reaches it even when
 * the table holds no control (or no row yet).
 */
export function KeyboardScrollContainer({ minWidth, children }: KeyboardScrollContainerProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0 },
        classNames: { viewport: 'mantine-focus-auto' },
      }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
