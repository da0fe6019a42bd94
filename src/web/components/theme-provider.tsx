/**
 * Themes (spec §1): 'light' (default), 'dark' and 'space' (dark styling plus a starfield
 * background and the optional music player). The choice is kept in localStorage 'ui-theme'.
 * The inline theme-init script (src/common/theme-init.ts) applies the stored theme before first paint; this provider keeps the
 * <html> classes in sync afterwards.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export const THEMES = ['light', 'dark', 'space'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = 'ui-theme';
export const DEFAULT_THEME: Theme = 'light';

type ThemeContextValue = { theme: Theme; setTheme: (theme: Theme) => void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The stored theme, or the default when none (or storage is unavailable). */
export function readStoredTheme(storageKey = THEME_STORAGE_KEY, fallback: Theme = DEFAULT_THEME): Theme {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isTheme(stored) ? stored : fallback;
  } catch {
    return fallback;
  }
}

/** Sets the classes and color-scheme on <html> for a theme: space = dark + space. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme !== 'light');
  root.classList.toggle('space', theme === 'space');
  root.style.colorScheme = theme === 'light' ? 'light' : 'dark';
  const meta = document.querySelector('meta[name="theme-color"]');
  meta?.setAttribute('content', theme === 'light' ? '#ffffff' : theme === 'dark' ? '#12141c' : '#070816');
}

export type ThemeProviderProps = {
  children: ReactNode;
  defaultTheme?: Theme;
  storageKey?: string;
};

/**
 * Keeps the theme ('light', 'dark' or 'space') in state and in localStorage (`storageKey`), applies
 * it to <html> and gives `useTheme()` to its children.
 * @param props.defaultTheme the theme when none is stored
 * @param props.storageKey the localStorage key
 */
export function ThemeProvider({ children, defaultTheme = DEFAULT_THEME, storageKey = THEME_STORAGE_KEY }: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme(storageKey, defaultTheme));

  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  const setTheme = useCallback(
    (next: Theme) => {
      try {
        window.localStorage.setItem(storageKey, next);
      } catch {
        // Storage unavailable (private mode): the choice lasts for this visit only.
      }
      setThemeState(next);
    },
    [storageKey],
  );

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/**
 * The current theme and its setter.
 * @throws Error when used outside a ThemeProvider (spec §8).
 */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
