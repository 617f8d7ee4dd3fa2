import { Badge, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe("the app's badges", () => {
  it('wrap a long text onto more lines instead of cutting it with an ellipsis (issue 38)', () => {
    render(
      <MantineProvider theme={theme}>
        <Badge color="yellow" variant="light">
          Regulamento com fatores provisórios
        </Badge>
      </MantineProvider>,
    );
    const label = screen.getByText('Regulamento com fatores provisórios');
    expect(label).toHaveStyle({ whiteSpace: 'normal', overflow: 'visible' });
    const badge = label.closest('.mantine-Badge-root');
    expect(badge).toHaveStyle({ height: 'auto', maxWidth: '100%' });
  });
});
