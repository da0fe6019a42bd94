import { useCallback, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useMountOnFirstUse, type FirstUse } from '@/components/mount-on-first-use';
import { useI18n } from '@/lib/i18n';

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
 * The '…' button of a post's menu (a ghost icon button named by `label`).
 * @param props.label the accessible name ('Answer actions'); the rest are a button's props
 */
function PostMenuButton({ label, ...props }: { label: string } & ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="size-8" aria-label={label} {...props}>
      <MoreHorizontal aria-hidden />
    </Button>
  );
}

/**
 * The '…' menu on a question, answer, comment or message: the items passed in (each feature
 * adds its own: Edit and Delete from the object's abilities, Block and Mute…), an item with
 * `confirm` asking in a dialog before it runs. Renders nothing without items.
 * @param props.label the accessible name of the trigger ('Question actions')
 * @param props.items the entries, in order
 * @param props.firstUse set when mounted by {@link PostMenuOnFirstUse}: the menu starts open,
 *   with focus on its first entry when opened from the keyboard
 */
export function PostMenu({ label, items, firstUse }: { label: string; items: PostMenuItem[]; firstUse?: FirstUse }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState<PostMenuItem | null>(null);
  // Opened from the keyboard before the menu existed, so Radix could not see the key: its first
  // entry takes focus as the content mounts, as Radix does for a key (a focus scope keeps focus
  // that is already inside). Only that first opening; later ones are Radix's own.
  const focusFirstEntry = useRef(firstUse === 'keyboard');
  const contentRef = useCallback((content: HTMLDivElement | null) => {
    if (!content || !focusFirstEntry.current) return;
    focusFirstEntry.current = false;
    content.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus({ preventScroll: true });
  }, []);
  if (items.length === 0) return null;
  return (
    <>
      <DropdownMenu defaultOpen={firstUse !== undefined}>
        <DropdownMenuTrigger asChild>
          <PostMenuButton label={label} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" ref={contentRef}>
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
              {t('common.cancel')}
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

/**
 * A post's '…' menu mounted on first use: until the member first presses it,
 * only a plain button that looks and reads like the menu's trigger ('Answer actions', a menu
 * popup, collapsed); the first press mounts `children` — the feature's menu component, which
 * holds the mutation hooks its entries need and renders {@link PostMenu} with `firstUse` —
 * already open.
 * @param props.label the trigger's accessible name, as PostMenu's
 * @param props.show whether the menu will have entries (from the post's abilities); false renders nothing
 * @param props.children renders the real menu, given how it was first used
 */
export function PostMenuOnFirstUse({
  label,
  show,
  children,
}: {
  label: string;
  show: boolean;
  children: (firstUse: FirstUse) => ReactNode;
}) {
  const { firstUse, triggerProps } = useMountOnFirstUse('menu');
  if (!show) return null;
  return firstUse ? children(firstUse) : <PostMenuButton label={label} {...triggerProps} />;
}

/**
 * The Edit and Delete entries of a post's menu, as the post's abilities allow (the server's
 * policy decides). Delete asks first.
 * @param type what the post is
 * @param abilities the post's `abilities` (`edit`, `delete`)
 * @param handlers what Edit and Delete do
 * @returns the entries (empty when neither is allowed)
 */
export function usePostMenuItems(
  type: 'question' | 'answer' | 'comment' | 'message',
  abilities: { edit?: boolean; delete: boolean },
  handlers: { onEdit?: () => void; onDelete: () => void },
): PostMenuItem[] {
  const { t } = useI18n();
  const items: PostMenuItem[] = [];
  if (abilities.edit && handlers.onEdit) items.push({ label: t('post.menu.edit'), onSelect: handlers.onEdit });
  if (abilities.delete) {
    items.push({
      label: t('post.menu.delete'),
      destructive: true,
      onSelect: handlers.onDelete,
      confirm: {
        title: t('post.menu.deleteTitle', { kind: type }),
        description: t('post.menu.deleteText', { kind: type }),
        action: t('post.menu.delete'),
      },
    });
  }
  return items;
}
