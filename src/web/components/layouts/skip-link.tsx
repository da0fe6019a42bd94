import type { MouseEvent } from 'react';

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
  return (
    <a
      href="#main-content"
      onClick={skipToContent}
      className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  );
}
