import { useEffect } from 'react';

/** Sets the tab title to '{title} · MindSpace' ('MindSpace' alone when title is empty). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · MindSpace` : 'MindSpace';
  }, [title]);
}
