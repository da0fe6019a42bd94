import { Moon, Sparkles, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useI18n, type MessageId } from '@/lib/i18n';
import { THEMES, useTheme, type Theme } from './theme-provider';

const LABELS: Record<Theme, MessageId> = { light: 'shell.theme.light', dark: 'shell.theme.dark', space: 'shell.theme.space' };

/** Theme menu: 'Light Mode', 'Dark Mode', 'Space Mode'; screen-reader label 'Toggle theme' (spec §1). */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const { t } = useI18n();
  const Icon = theme === 'light' ? Sun : theme === 'dark' ? Moon : Sparkles;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon">
          <Icon aria-hidden />
          <span className="sr-only">{t('shell.theme.toggle')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
          {THEMES.map((name) => (
            <DropdownMenuRadioItem key={name} value={name}>
              {t(LABELS[name])}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
