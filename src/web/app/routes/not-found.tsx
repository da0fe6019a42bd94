import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Any unknown path: '404 Page Not Found' (spec §2). */
export function NotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <p className="text-5xl font-bold text-primary" aria-hidden>
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold">404 Page Not Found</h1>
      <p className="mt-2 text-muted-foreground">The page you are looking for doesn&apos;t exist or has moved.</p>
      <Button asChild className="mt-6">
        <Link href="/">Go home</Link>
      </Button>
    </Card>
  );
}
