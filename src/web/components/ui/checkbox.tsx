import * as React from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

export type CheckboxProps = Omit<React.ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> & {
  checked?: boolean;
  /** Called with the new state when the person ticks or unticks the box. */
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A checkbox with a check mark: a native `<input type="checkbox">` drawn in the theme's colours
 * (the mark is an icon laid over it). Native rather than Radix's button: Radix measures the box
 * inside a form on mount, which forced the whole page's first layout in the middle of a busy
 * thread's first render; the native box also needs no script to be a checkbox
 * (keyboard, label, form value, role).
 * @param props.checked ticked or not; props.onCheckedChange gets the new state; other props go to the input
 */
export function Checkbox({ className, checked, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className={cn('relative inline-grid size-4 shrink-0 place-items-center', className)}>
      <input
        type="checkbox"
        data-slot="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        className="peer col-start-1 row-start-1 size-4 cursor-pointer appearance-none rounded-[4px] border border-input bg-background shadow-xs outline-none transition-colors checked:border-primary checked:bg-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      />
      <Check
        className="pointer-events-none invisible col-start-1 row-start-1 size-3.5 text-primary-foreground peer-checked:visible"
        strokeWidth={3}
        aria-hidden
      />
    </span>
  );
}
