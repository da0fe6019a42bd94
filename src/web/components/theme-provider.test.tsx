import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, useTheme } from './theme-provider';
import { ThemeToggle } from './theme-toggle';

function ThemeName() {
  return <span data-testid="theme">{useTheme().theme}</span>;
}

describe('ThemeProvider', () => {
  it('throws when useTheme is used outside the provider (spec §8)', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ThemeName />)).toThrow(Error);
    spy.mockRestore();
  });

  it("defaults to light and stores the choice under 'ui-theme'", async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <ThemeName />
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme')).toHaveTextContent('light');

    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(screen.getByRole('menuitemradio', { name: 'Light Mode' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Dark Mode' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitemradio', { name: 'Space Mode' }));

    expect(screen.getByTestId('theme')).toHaveTextContent('space');
    expect(window.localStorage.getItem('ui-theme')).toBe('space');
    // Space is dark styling plus the space background.
    expect(document.documentElement).toHaveClass('dark', 'space');

    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Light Mode' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem('ui-theme')).toBe('light');
  });

  it('starts from the stored theme', () => {
    window.localStorage.setItem('ui-theme', 'dark');
    render(
      <ThemeProvider>
        <ThemeName />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
  });
});
