import { useState } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

/** One entry of a post's menu. */
export type PostMenuItem = {
  /** What the entry says ('Edit', 'Delete', 'Block'…). */
  label: string;
  /** Runs when chosen (after the confirmation, when there is one). */
  onSelect: () => void;
  /** Coloured as a dangerous action. */
  destructive?: boolean;
  /** Asks first: the dialog's title, text and confirm button. */
  confirm?: { title: string; description: string; action: string };
};

/**
 * The '…' menu on a question, answer, comment or message: the items passed in (each feature
 * adds its own: Edit and Delete from the object's abilities, Block and Mute…), an item with
 * `confirm` asking in a dialog before it runs. Renders nothing without items.
 * @param props.label the accessible name of the trigger ('Question actions')
 * @param props.items the entries, in order
 */
export function PostMenu({ label, items }: { label: string; items: PostMenuItem[] }) {
  const [asking, setAsking] = useState<PostMenuItem | null>(null);
  if (items.length === 0) return null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8" aria-label={label}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {items.map((item) => (
            <DropdownMenuItem
              key={item.label}
              variant={item.destructive ? 'destructive' : 'default'}
              onSelect={() => (item.confirm ? setAsking(item) : item.onSelect())}
            >
              {item.label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{asking?.confirm?.title}</DialogTitle>
            <DialogDescription>{asking?.confirm?.description}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button
              variant={asking?.destructive ? 'destructive' : 'default'}
              onClick={() => {
                asking?.onSelect();
                setAsking(null);
              }}
            >
              {asking?.confirm?.action}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** What each kind of post is called in the delete dialog. */
const NOUNS = { question: 'question', answer: 'answer', comment: 'comment', message: 'message' } as const;

/**
 * The Edit and Delete entries of a post's menu, as the post's abilities allow (the server's
 * policy decides; decision 0022). Delete asks first.
 * @param type what the post is
 * @param abilities the post's `abilities` (`edit`, `delete`)
 * @param handlers what Edit and Delete do
 * @returns the entries (empty when neither is allowed)
 */
export function postMenuItems(
  type: keyof typeof NOUNS,
  abilities: { edit?: boolean; delete: boolean },
  handlers: { onEdit?: () => void; onDelete: () => void },
): PostMenuItem[] {
  const noun = NOUNS[type];
  const items: PostMenuItem[] = [];
  if (abilities.edit && handlers.onEdit) items.push({ label: 'Edit', onSelect: handlers.onEdit });
  if (abilities.delete) {
    items.push({
      label: 'Delete',
      destructive: true,
      onSelect: handlers.onDelete,
      confirm: {
        title: `Delete this ${noun}?`,
        description:
          type === 'message'
            ? 'The message will be removed for both of you. This cannot be undone.'
            : `Your ${noun} will be removed for everyone. This cannot be undone.`,
        action: 'Delete',
      },
    });
  }
  return items;
}
