import { CrisisDialog } from '@/components/crisis/crisis-dialog';
import { Button } from '@/components/ui/button';

/** A page that failed to load or render (LoadBoundary's `failed`): Reload, and 'Need help now?' still one click away. */
export function SomethingWentWrong() {
  return (
    <div role="alert" className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-sm text-muted-foreground">Please reload the page. If it keeps happening, try again later.</p>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <CrisisDialog />
      </div>
    </div>
  );
}
