import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

/**
 * One on/off setting: its label, a help line that describes the switch, and the switch.
 * @param props.id the switch's element id (the help line is `${id}-help`)
 * @param props.label what the setting is called
 * @param props.help one line on what it changes
 * @param props.checked whether it is on
 * @param props.disabled while the settings load, failed to load, or a change is being saved
 * @param props.onCheckedChange called with the new value when the member flips it
 */
export function SettingSwitch(props: {
  id: string;
  label: ReactNode;
  help: ReactNode;
  checked: boolean;
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-1">
        <Label htmlFor={props.id}>{props.label}</Label>
        <p id={`${props.id}-help`} className="text-sm text-muted-foreground">
          {props.help}
        </p>
      </div>
      <Switch
        id={props.id}
        aria-describedby={`${props.id}-help`}
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={props.onCheckedChange}
      />
    </div>
  );
}
