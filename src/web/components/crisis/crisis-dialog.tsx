import { LifeBuoy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { CrisisResources } from './crisis-resources';

/** The 'Need help now?' button shown on every page, opening the crisis resources (DESIGN §5). */
export function CrisisDialog({ className }: { className?: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className={cn(
            'border-destructive/60 text-destructive hover:bg-destructive/10 hover:text-destructive dark:border-destructive/70',
            className,
          )}
        >
          <LifeBuoy aria-hidden />
          Need help now?
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Need help now?</DialogTitle>
          <DialogDescription>
            You deserve support right now. These services are free and confidential. MindSpace is a peer-support
            community and cannot respond to emergencies.
          </DialogDescription>
        </DialogHeader>
        <CrisisResources />
      </DialogContent>
    </Dialog>
  );
}
