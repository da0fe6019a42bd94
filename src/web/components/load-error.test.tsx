import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it("says what couldn't load and retries on 'Try again'", async () => {
    const onRetry = vi.fn();
    render(<LoadError what="questions" onRetry={onRetry} />);
    expect(screen.getByText("Couldn't load questions.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('is the page heading on a page, with the extra actions beside Try again', () => {
    render(
      <LoadError variant="page" what="this question" onRetry={() => {}}>
        <a href="/">Back to questions</a>
      </LoadError>,
    );
    expect(screen.getByRole('heading', { level: 1, name: "Couldn't load this question" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to questions' })).toBeInTheDocument();
  });
});
