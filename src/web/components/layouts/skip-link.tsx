import type { MouseEvent } from 'react';
import { useI18n } from '@/lib/i18n';

/**
 * Moves focus to the page's own content: the element a page marks with `data-skip-target` (the
 * home feed, past the topic list), else <main id="main-content">.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.querySelector<HTMLElement>('[data-skip-target]') ?? document.getElementById('main-content');
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** 'Skip to content' link, visible on keyboard focus; see skipToContent for where it lands. */
export function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      href="#main-content"
      onClick={skipToContent}
      className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
    >
      {t('shell.skipToContent')}
    </a>
  );
}
