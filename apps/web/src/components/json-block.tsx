import { Code } from '@mantine/core';

interface JsonBlockProps {
  value: unknown;
  label: string;
}

/** Pretty-printed JSON in a scrollable code block. */
export function JsonBlock({ value, label }: JsonBlockProps) {
  return (
    <Code block aria-label={label} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {JSON.stringify(value, null, 2)}
    </Code>
  );
}
