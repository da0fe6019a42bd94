import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { Link } from 'wouter';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { NAME_CHANGE_DAYS, type NewQuestionAlerts } from '@common/constants';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SettingSwitch } from './setting-switch';
import type { Settings, User } from '@/types/api';
import { profileQueryKey } from '../api/get-profile';
import { useUpdateName } from '../api/update-name';
import { useCloseAccount } from '../api/close-account';
import { forgetMemberHere } from '@/lib/forget-member';
import { useSettings, useUpdateSettings } from '../api/settings';
import type { RenderStatusPicker } from './profile-slots';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError, serverMessageOr } from '@/lib/errors';
import { LoadError } from '@/components/load-error';
import { useI18n, type MessageId } from '@/lib/i18n';

/** A future date as 'May 12, 2026' in the reader's locale, or null when the date is missing or already passed. */
function futureDate(value: string | null | undefined, locale: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || date <= new Date()) return null;
  return date.toLocaleDateString(locale, { dateStyle: 'long' });
}

/**
 * 'Update Name': first and last name, sent with no client checks (spec §5). States that names
 * change once every 30 days and, from nextNameChangeAt, when the next change is allowed.
 */
export function UpdateNameCard({ user }: { user: User }) {
  const id = useId();
  const { t, locale } = useI18n();
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const update = useUpdateName({
    mutationConfig: {
      onSuccess: () => toast({ title: t('settings.name.updated') }),
      onError: (error) =>
        handleMutationError(error, { title: t('settings.error'), description: serverMessageOr(error, t('settings.name.failed')) }),
    },
  });
  const nextChange = futureDate(user.nextNameChangeAt, locale);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate({ firstName, lastName });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.name.title')}</CardTitle>
        <CardDescription>
          {t('settings.name.every', { days: NAME_CHANGE_DAYS })}
          {nextChange && ` ${t('settings.name.next', { date: nextChange })}`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${id}-first`}>{t('settings.name.first')}</Label>
              <Input
                id={`${id}-first`}
                name="firstName"
                autoComplete="given-name"
                value={firstName}
                onChange={(e) => setFirstName(e.target.value)}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-last`}>{t('settings.name.last')}</Label>
              <Input
                id={`${id}-last`}
                name="lastName"
                autoComplete="family-name"
                value={lastName}
                onChange={(e) => setLastName(e.target.value)}
              />
            </div>
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
              {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {t('settings.name.title')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * 'Update Status': the status feature's picker (composed in by the app), which states the
 * 7-day rule and asks for a situation with healing. Success toast 'Status updated successfully';
 * afterwards the profile refetches (the picker refetches the signed-in user).
 */
export function UpdateStatusCard({ user, renderStatusPicker }: { user: User; renderStatusPicker: RenderStatusPicker }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.status.title')}</CardTitle>
        <CardDescription>{t('settings.status.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {renderStatusPicker({
          initialStatus: user.status,
          initialSituation: user.statusSituation,
          nextChangeAt: user.nextStatusChangeAt ?? null,
          successToast: { title: t('settings.status.updated') },
          onSaved: () => void queryClient.invalidateQueries({ queryKey: profileQueryKey(user.id) }),
        })}
      </CardContent>
    </Card>
  );
}

/** What a person sees after changing a setting: 'Settings saved', or the server's message / 'Failed to update settings'. */
function useSettingsFeedback() {
  const { t } = useI18n();
  return {
    onSuccess: () => toast({ title: t('settings.saved') }),
    onError: (error: Error) =>
      handleMutationError(error, { title: t('settings.error'), description: serverMessageOr(error, t('settings.failed')) }),
  };
}

/**
 * 'Privacy': whether other members see what you're going through with a 'healing' status
 * (setting showStatusSituation, off by default). Moderators and admins always see it.
 */
export function PrivacySettingsCard({ user }: { user: User }) {
  const id = useId();
  const { t } = useI18n();
  const settings = useSettings();
  const update = useUpdateSettings(user.id, { mutationConfig: useSettingsFeedback() });
  const shown = update.isPending ? (update.variables.showStatusSituation ?? false) : (settings.data?.showStatusSituation ?? false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.privacy.title')}</CardTitle>
        <CardDescription>{t('settings.privacy.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <SettingSwitch
          id={`${id}-situation`}
          label={t('settings.privacy.showSituation')}
          help={t('settings.privacy.showSituationHelp')}
          checked={shown}
          disabled={settings.isPending || settings.isError || update.isPending}
          onCheckedChange={(checked) => update.mutate({ showStatusSituation: checked })}
        />
        {settings.isError && <LoadError variant="inline" what={t('settings.what')} onRetry={() => void settings.refetch()} />}
      </CardContent>
    </Card>
  );
}

type EmailSetting = 'emailMessages' | 'emailReplies' | 'emailModeration';

const EMAIL_CHOICES: { key: EmailSetting; label: MessageId; help: MessageId }[] = [
  { key: 'emailMessages', label: 'settings.email.messages', help: 'settings.email.messagesHelp' },
  { key: 'emailReplies', label: 'settings.email.replies', help: 'settings.email.repliesHelp' },
  { key: 'emailModeration', label: 'settings.email.moderation', help: 'settings.email.moderationHelp' },
];

/**
 * 'Email': which notification emails you get (settings emailMessages, emailReplies,
 * emailModeration; all on by default). Says where the emails go and that they never contain
 * what anyone wrote or who it is from.
 */
export function EmailSettingsCard({ user }: { user: User }) {
  const id = useId();
  const { t, rich } = useI18n();
  const settings = useSettings();
  const update = useUpdateSettings(user.id, { mutationConfig: useSettingsFeedback() });
  const valueOf = (key: EmailSetting): boolean => {
    const pending = update.isPending ? (update.variables as Partial<Settings>)[key] : undefined;
    return pending ?? settings.data?.[key] ?? true;
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.email.title')}</CardTitle>
        <CardDescription>
          {t('settings.email.description')}{' '}
          {user.email
            ? rich('settings.email.address', {
                email: user.email,
                address: (chunks) => (
                  <span dir="ltr" className="font-medium text-foreground">
                    {chunks}
                  </span>
                ),
              })
            : t('settings.email.noAddress')}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {EMAIL_CHOICES.map((choice) => (
          <SettingSwitch
            key={choice.key}
            id={`${id}-${choice.key}`}
            label={t(choice.label)}
            help={t(choice.help)}
            checked={valueOf(choice.key)}
            disabled={settings.isPending || settings.isError || update.isPending}
            onCheckedChange={(checked) => update.mutate({ [choice.key]: checked })}
          />
        ))}
        {settings.isError && <LoadError variant="inline" what={t('settings.what')} onRetry={() => void settings.refetch()} />}
      </CardContent>
    </Card>
  );
}

const ALERT_CHOICES: { value: NewQuestionAlerts; label: MessageId; help: MessageId }[] = [
  { value: 'off', label: 'settings.alerts.off', help: 'settings.alerts.offHelp' },
  { value: 'each', label: 'settings.alerts.each', help: 'settings.alerts.eachHelp' },
  { value: 'daily', label: 'settings.alerts.daily', help: 'settings.alerts.dailyHelp' },
];

/**
 * 'New questions in topics I follow' (setting newQuestionAlerts): off (default),
 * a notification per question, or one daily digest. Alerts never say who asked.
 */
export function NewQuestionAlertsCard({ user }: { user: User }) {
  const id = useId();
  const { t } = useI18n();
  const settings = useSettings();
  const update = useUpdateSettings(user.id, { mutationConfig: useSettingsFeedback() });
  const pending = update.isPending ? (update.variables as Partial<Settings>).newQuestionAlerts : undefined;
  const value = pending ?? settings.data?.newQuestionAlerts ?? 'off';
  const busy = settings.isPending || settings.isError || update.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.alerts.title')}</CardTitle>
        <CardDescription>{t('settings.alerts.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset className="space-y-3" disabled={busy}>
          <legend className="sr-only">{t('settings.alerts.legend')}</legend>
          {ALERT_CHOICES.map((choice) => (
            <div key={choice.value} className="flex items-start gap-3">
              <input
                type="radio"
                id={`${id}-${choice.value}`}
                name={`${id}-alerts`}
                value={choice.value}
                checked={value === choice.value}
                aria-describedby={`${id}-${choice.value}-help`}
                onChange={() => update.mutate({ newQuestionAlerts: choice.value })}
                className="mt-1 size-4 accent-primary"
              />
              <div className="space-y-0.5">
                <Label htmlFor={`${id}-${choice.value}`}>{t(choice.label)}</Label>
                <p id={`${id}-${choice.value}-help`} className="text-sm text-muted-foreground">
                  {t(choice.help)}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
      </CardContent>
    </Card>
  );
}

/**
 * 'Close account': after a confirmation, closes the account at once; the purge removes the
 * rest within 30 days (the privacy policy). Posts stay, shown as 'User'.
 */
export function CloseAccountCard() {
  const { t, rich } = useI18n();
  const [open, setOpen] = useState(false);
  const close = useCloseAccount({
    mutationConfig: {
      onSuccess: () => {
        forgetMemberHere();
        window.location.href = '/';
      },
      onError: (error) =>
        handleMutationError(error, { title: t('settings.error'), description: serverMessageOr(error, t('settings.close.failed')) }),
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.close.title')}</CardTitle>
        <CardDescription>
          {rich('settings.close.description', {
            link: (chunks) => (
              <Link href="/privacy" className="underline">
                {chunks}
              </Link>
            ),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex justify-end">
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {t('settings.close.title')}
        </Button>
        <Dialog open={open} onOpenChange={(next) => !close.isPending && setOpen(next)}>
          <DialogContent role="alertdialog">
            <DialogHeader>
              <DialogTitle>{t('settings.close.confirm')}</DialogTitle>
              <DialogDescription>{t('settings.close.confirmText')}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)} disabled={close.isPending}>
                {t('settings.cancel')}
              </Button>
              <Button variant="destructive" onClick={() => close.mutate()} disabled={close.isPending} aria-busy={close.isPending}>
                {close.isPending && <Loader2 className="animate-spin" aria-hidden />}
                {t('settings.close.submit')}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
