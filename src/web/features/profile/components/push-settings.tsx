import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SettingSwitch } from './setting-switch';
import { LoadError } from '@/components/load-error';
import { useI18n, type MessageId } from '@/lib/i18n';
import type { Settings, User } from '@/types/api';
import { useSettings, useUpdateSettings } from '../api/settings';
import { usePushState, useSetPush, type PushState } from '../api/push';

type PushSetting = 'pushMessages' | 'pushReplies' | 'pushCheckIns' | 'pushModeration' | 'pushNewQuestions';

const PUSH_CHOICES: { key: PushSetting; label: MessageId; help: MessageId }[] = [
  { key: 'pushMessages', label: 'settings.push.messages', help: 'settings.push.messagesHelp' },
  { key: 'pushReplies', label: 'settings.push.replies', help: 'settings.push.repliesHelp' },
  { key: 'pushCheckIns', label: 'settings.push.checkIns', help: 'settings.push.checkInsHelp' },
  { key: 'pushModeration', label: 'settings.push.moderation', help: 'settings.push.moderationHelp' },
  { key: 'pushNewQuestions', label: 'settings.push.newQuestions', help: 'settings.push.newQuestionsHelp' },
];

const STATE_WORDS: Record<PushState, MessageId> = {
  unsupported: 'settings.push.unsupported',
  blocked: 'settings.push.blocked',
  on: 'settings.push.on',
  off: 'settings.push.off',
};

/**
 * 'Notifications on this device' (Web Push): turning push on for this browser
 * (the opt-in), which kinds are pushed, and quiet hours in the device's time zone. A push says
 * only what kind of thing is waiting, never what anyone wrote or who it is from.
 */
export function PushSettingsCard({ user }: { user: User }) {
  const id = useId();
  const { t } = useI18n();
  const device = usePushState();
  const setPush = useSetPush();
  const settings = useSettings();
  const update = useUpdateSettings(user.id);
  const busy = settings.isPending || settings.isError || update.isPending;
  const state = device.data;
  const valueOf = (key: PushSetting): boolean => {
    const pending = update.isPending ? (update.variables as Partial<Settings>)[key] : undefined;
    return pending ?? settings.data?.[key] ?? true;
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.push.title')}</CardTitle>
        <CardDescription>{t('settings.push.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p role="status" className="text-sm">
            {state ? t(STATE_WORDS[state]) : t('settings.push.checking')}
          </p>
          {(state === 'on' || state === 'off') && (
            <Button
              variant={state === 'on' ? 'outline' : 'default'}
              disabled={setPush.isPending}
              onClick={() => setPush.mutate(state === 'off')}
            >
              {t(state === 'on' ? 'settings.push.turnOff' : 'settings.push.turnOn')}
            </Button>
          )}
        </div>
        {setPush.isError && (
          <p role="alert" className="text-sm text-destructive">
            {t('settings.push.failed')}
          </p>
        )}
        <fieldset className="space-y-5">
          <legend className="mb-3 text-sm font-medium">{t('settings.push.kinds')}</legend>
          {PUSH_CHOICES.map((choice) => (
            <SettingSwitch
              key={choice.key}
              id={`${id}-${choice.key}`}
              label={t(choice.label)}
              help={t(choice.help)}
              checked={valueOf(choice.key)}
              disabled={busy}
              onCheckedChange={(checked) => update.mutate({ [choice.key]: checked })}
            />
          ))}
        </fieldset>
        {settings.data && (
          <QuietHours key={JSON.stringify(settings.data.pushQuietHours)} user={user} saved={settings.data.pushQuietHours} />
        )}
        {settings.isError && <LoadError variant="inline" what={t('settings.what')} onRetry={() => void settings.refetch()} />}
      </CardContent>
    </Card>
  );
}

/** Quiet hours: on or off, and from when to when ('HH:MM') in each device's own time zone. */
function QuietHours({ user, saved }: { user: User; saved: Settings['pushQuietHours'] }) {
  const id = useId();
  const { t } = useI18n();
  const update = useUpdateSettings(user.id);
  const [on, setOn] = useState(saved !== null);
  const [from, setFrom] = useState(saved?.from ?? '22:00');
  const [to, setTo] = useState(saved?.to ?? '07:00');
  const same = from === to;
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!same) update.mutate({ pushQuietHours: { from, to } });
  };
  const toggle = (checked: boolean) => {
    setOn(checked);
    if (!checked && saved) update.mutate({ pushQuietHours: null });
  };
  return (
    <form onSubmit={save} noValidate className="space-y-3">
      <SettingSwitch
        id={`${id}-quiet`}
        label={t('settings.push.quiet')}
        help={t('settings.push.quietHelp')}
        checked={on}
        disabled={update.isPending}
        onCheckedChange={toggle}
      />
      {on && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1">
            <Label htmlFor={`${id}-from`}>{t('settings.push.quietFrom')}</Label>
            <Input id={`${id}-from`} type="time" value={from} onChange={(e) => setFrom(e.target.value)} className="w-32" />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-to`}>{t('settings.push.quietTo')}</Label>
            <Input id={`${id}-to`} type="time" value={to} onChange={(e) => setTo(e.target.value)} className="w-32" />
          </div>
          <Button type="submit" disabled={update.isPending || same || (saved?.from === from && saved?.to === to)}>
            {t('settings.push.quietSave')}
          </Button>
          {same && (
            <p role="alert" className="w-full text-sm text-destructive">
              {t('settings.push.quietSame')}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
