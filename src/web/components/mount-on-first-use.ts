/**
 * Menus and dialogs mounted on first use (decision 0047). A thread page shows a '…' menu and a
 * Report button on every post; mounting a Radix DropdownMenu or Dialog (providers, popper,
 * presence, mutation observers) for each costs more render time than the post itself, and
 * almost all of them are never opened. Until a member first presses the trigger, the card
 * renders a plain button that looks and reads the same; the first press mounts the real part,
 * already open.
 */
import { useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';

/**
 * How a control was first used: 'pointer' (mouse, touch, pen) or 'keyboard' (Enter, Space or
 * ArrowDown, or a click that no pointer made: screen readers and other assistive technology).
 * A menu opened from the keyboard moves focus to its first item, as Radix does.
 */
export type FirstUse = 'pointer' | 'keyboard';

/** Which kind of popup the trigger opens, as its `aria-haspopup` says. */
type Popup = 'menu' | 'dialog';

/** What the stand-in trigger carries: the popup's ARIA state (closed) and the handlers that notice the first use. */
export type FirstUseTriggerProps = {
  'aria-haspopup': Popup;
  'aria-expanded': false;
  'data-state': 'closed';
  onPointerDown?: (event: PointerEvent<HTMLButtonElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
};

/** The keys that open a Radix dropdown menu from its trigger. */
const MENU_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * Defers a popup's real component until its trigger is first used. Before that, spread
 * `triggerProps` on a plain `<Button>` styled and named like the real trigger; once
 * `firstUse` is set, render the real component (e.g. a Radix DropdownMenu with its own
 * trigger) open, and keep it mounted from then on.
 *
 * A menu opens where Radix's DropdownMenu trigger opens: on the primary button's pointerdown
 * (without Ctrl; the default is prevented so the stand-in never takes focus) or on Enter, Space
 * or ArrowDown; a dialog opens on click (which Enter and Space also make on a button).
 * @param popup 'menu' or 'dialog' (the trigger's `aria-haspopup`)
 * @returns `firstUse`: null until used, then how it was used; `triggerProps` for the stand-in
 */
export function useMountOnFirstUse(popup: Popup): { firstUse: FirstUse | null; triggerProps: FirstUseTriggerProps } {
  const [firstUse, setFirstUse] = useState<FirstUse | null>(null);
  const closed = { 'aria-haspopup': popup, 'aria-expanded': false, 'data-state': 'closed' } as const;
  const triggerProps: FirstUseTriggerProps =
    popup === 'menu'
      ? {
          ...closed,
          onPointerDown: (event) => {
            if (event.button !== 0 || event.ctrlKey) return;
            event.preventDefault();
            setFirstUse('pointer');
          },
          onKeyDown: (event) => {
            if (!MENU_KEYS.includes(event.key)) return;
            event.preventDefault();
            setFirstUse('keyboard');
          },
          // A click without a pointer press before it (detail 0): assistive technology.
          onClick: (event) => {
            if (event.detail === 0) setFirstUse('keyboard');
          },
        }
      : { ...closed, onClick: (event) => setFirstUse(event.detail === 0 ? 'keyboard' : 'pointer') };
  return { firstUse, triggerProps };
}
