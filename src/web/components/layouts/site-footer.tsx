import { Link } from 'wouter';

/** Footer on every page: peer-support notice and the guidelines, privacy and terms links. */
export function SiteFooter() {
  return (
    <footer className="mt-12 border-t bg-background/80">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>MindSpace is peer support, not a substitute for professional care. For ages 13 and over.</p>
        <nav aria-label="Legal" className="flex flex-wrap gap-x-4 gap-y-2">
          <Link href="/guidelines" className="rounded-sm underline-offset-4 hover:text-foreground hover:underline">
            Community Guidelines
          </Link>
          <Link href="/privacy" className="rounded-sm underline-offset-4 hover:text-foreground hover:underline">
            Privacy Policy
          </Link>
          <Link href="/terms" className="rounded-sm underline-offset-4 hover:text-foreground hover:underline">
            Terms of Service
          </Link>
        </nav>
      </div>
    </footer>
  );
}
