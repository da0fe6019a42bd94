import * as React from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';

/** Tooltip timing from spec §9: open delay 700 ms, skip delay 300 ms. */
export function TooltipProvider({
  delayDuration = 700,
  skipDelayDuration = 300,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />;
}
