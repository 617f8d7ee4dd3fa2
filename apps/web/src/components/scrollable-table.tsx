import type { MantineSpacing } from '@mantine/core';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScrollableTableProps {
  /** `<prefix>-scroll` on the scrolling box, `<prefix>-table` on the table (the page's CSS). */
  classPrefix: string;
  /** The id of the heading that names the table. */
  labelledBy: string;
  label: string;
  verticalSpacing: MantineSpacing;
  children: ReactNode;
}

/**
 * A bordered table that scrolls sideways when wider than a phone: the keyboard must reach it too
 * (axe's scrollable-region-focusable), and a screen reader hears which table it is on.
 */
export function ScrollableTable({
  classPrefix,
  labelledBy,
  label,
  verticalSpacing,
  children,
}: ScrollableTableProps) {
  return (
    <div
      className={`${classPrefix}-scroll mantine-focus-auto`}
      tabIndex={0}
      role="group"
      aria-labelledby={labelledBy}
    >
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing={verticalSpacing}
        horizontalSpacing={6}
        className={`${classPrefix}-table`}
        aria-label={label}
      >
        {children}
      </Table>
    </div>
  );
}
