import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** A failed read shown as a card: "Couldn't load {what}." and a 'Try again' button that refetches. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Card className="p-8 text-center text-sm text-muted-foreground">
      <p>Couldn&apos;t load {what}.</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}
