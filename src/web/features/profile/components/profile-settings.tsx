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
import { Switch } from '@/components/ui/switch';
import type { Settings, User } from '@/types/api';
import { profileQueryKey } from '../api/get-profile';
import { useUpdateName } from '../api/update-name';
import { useCloseAccount } from '../api/close-account';
import { useSettings, useUpdateSettings } from '../api/settings';
import type { RenderStatusPicker } from './profile-slots';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError, serverMessageOr } from '@/lib/errors';
import { LoadError } from '@/components/load-error';

/** A future date as 'May 12, 2026', or null when the date is missing or already passed. */
function futureDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || date <= new Date()) return null;
  return date.toLocaleDateString(undefined, { dateStyle: 'long' });
}

/**
 * 'Update Name': first and last name, sent with no client checks (spec §5). States that names
 * change once every 30 days and, from nextNameChangeAt, when the next change is allowed.
 */
export function UpdateNameCard({ user }: { user: User }) {
  const id = useId();
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const update = useUpdateName({
    mutationConfig: {
      onSuccess: () => toast({ title: 'Name updated successfully' }),
      onError: (error) => handleMutationError(error, { title: 'Error', description: serverMessageOr(error, 'Failed to update name') }),
    },
  });
  const nextChange = futureDate(user.nextNameChangeAt);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate({ firstName, lastName });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Update Name</CardTitle>
        <CardDescription>
          You can change your name once every {NAME_CHANGE_DAYS} days.
          {nextChange && ` Your next change is possible on ${nextChange}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${id}-first`}>First name</Label>
              <Input
                id={`${id}-first`}
                name="firstName"
                autoComplete="given-name"
                value={firstName}
                onChange={(e) => setFirstName(e.target.value)}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-last`}>Last name</Label>
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
              Update Name
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
  const queryClient = useQueryClient();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Update Status</CardTitle>
        <CardDescription>Let others know where you are right now. Your status shows next to your name.</CardDescription>
      </CardHeader>
      <CardContent>
        {renderStatusPicker({
          initialStatus: user.status,
          initialSituation: user.statusSituation,
          nextChangeAt: user.nextStatusChangeAt ?? null,
          successToast: { title: 'Status updated successfully' },
          onSaved: () => void queryClient.invalidateQueries({ queryKey: profileQueryKey(user.id) }),
        })}
      </CardContent>
    </Card>
  );
}

/** What a person sees after changing a setting: 'Settings saved', or the server's message / 'Failed to update settings'. */
const SETTINGS_FEEDBACK = {
  onSuccess: () => toast({ title: 'Settings saved' }),
  onError: (error: Error) =>
    handleMutationError(error, { title: 'Error', description: serverMessageOr(error, 'Failed to update settings') }),
};

/**
 * 'Privacy': whether other members see what you're going through with a 'healing' status
 * (setting showStatusSituation, off by default). Moderators and admins always see it.
 */
export function PrivacySettingsCard({ user }: { user: User }) {
  const id = useId();
  const settings = useSettings();
  const update = useUpdateSettings(user.id, { mutationConfig: SETTINGS_FEEDBACK });
  const shown = update.isPending ? (update.variables.showStatusSituation ?? false) : (settings.data?.showStatusSituation ?? false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Privacy</CardTitle>
        <CardDescription>
          What you&apos;re going through starts private: you choose whether to share it. Members can message you from the start; you can
          turn that off under &lsquo;Who may message me&rsquo;.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-start justify-between gap-4">
          <div className="space-y-1">
            <Label htmlFor={`${id}-situation`}>Show what I&apos;m going through</Label>
            <p id={`${id}-situation-help`} className="text-sm text-muted-foreground">
              When your status is &lsquo;healing&rsquo;, other members see the situation you picked only if this is on. You, moderators and
              admins always see it.
            </p>
          </div>
          <Switch
            id={`${id}-situation`}
            aria-describedby={`${id}-situation-help`}
            checked={shown}
            disabled={settings.isPending || settings.isError || update.isPending}
            onCheckedChange={(checked) => update.mutate({ showStatusSituation: checked })}
          />
        </div>
        {settings.isError && <LoadError variant="inline" what="your settings" onRetry={() => void settings.refetch()} />}
      </CardContent>
    </Card>
  );
}

type EmailSetting = 'emailMessages' | 'emailReplies' | 'emailModeration';

const EMAIL_CHOICES: { key: EmailSetting; label: string; help: string }[] = [
  { key: 'emailMessages', label: 'New messages', help: 'When someone has written to you.' },
  { key: 'emailReplies', label: 'Replies to your posts', help: 'Answers to your questions and comments on your answers.' },
  { key: 'emailModeration', label: 'Updates about your account', help: 'When a report you sent has been looked at, or your role changes.' },
];

/**
 * 'Email': which notification emails you get (settings emailMessages, emailReplies,
 * emailModeration; all on by default). Says where the emails go and that they never contain
 * what anyone wrote or who it is from.
 */
export function EmailSettingsCard({ user }: { user: User }) {
  const id = useId();
  const settings = useSettings();
  const update = useUpdateSettings(user.id, { mutationConfig: SETTINGS_FEEDBACK });
  const valueOf = (key: EmailSetting): boolean => {
    const pending = update.isPending ? (update.variables as Partial<Settings>)[key] : undefined;
    return pending ?? settings.data?.[key] ?? true;
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Email</CardTitle>
        <CardDescription>
          We email you only when something has waited unread for a while, and never say what anyone wrote or who it is from.{' '}
          {user.email ? (
            <>
              Emails go to <span className="font-medium text-foreground">{user.email}</span>, the address from your sign-in.
            </>
          ) : (
            'Your account has no email address, so we cannot email you.'
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {EMAIL_CHOICES.map((choice) => (
          <div key={choice.key} className="flex items-start justify-between gap-4">
            <div className="space-y-1">
              <Label htmlFor={`${id}-${choice.key}`}>{choice.label}</Label>
              <p id={`${id}-${choice.key}-help`} className="text-sm text-muted-foreground">
                {choice.help}
              </p>
            </div>
            <Switch
              id={`${id}-${choice.key}`}
              aria-describedby={`${id}-${choice.key}-help`}
              checked={valueOf(choice.key)}
              disabled={settings.isPending || settings.isError || update.isPending}
              onCheckedChange={(checked) => update.mutate({ [choice.key]: checked })}
            />
          </div>
        ))}
        {settings.isError && <LoadError variant="inline" what="your settings" onRetry={() => void settings.refetch()} />}
      </CardContent>
    </Card>
  );
}

const ALERT_CHOICES: { value: NewQuestionAlerts; label: string; help: string }[] = [
  { value: 'off', label: 'Off', help: 'Questions in your topics wait for you in the Following feed.' },
  { value: 'each', label: 'Each new question', help: 'A notification for every new question in a topic you follow.' },
  { value: 'daily', label: 'Once a day', help: 'One notification a day saying how many new questions there are.' },
];

/**
 * 'New questions in topics I follow' (setting newQuestionAlerts, decision 0076): off (default),
 * a notification per question, or one daily digest. Alerts never say who asked.
 */
export function NewQuestionAlertsCard({ user }: { user: User }) {
  const id = useId();
  const settings = useSettings();
  const update = useUpdateSettings(user.id, { mutationConfig: SETTINGS_FEEDBACK });
  const pending = update.isPending ? (update.variables as Partial<Settings>).newQuestionAlerts : undefined;
  const value = pending ?? settings.data?.newQuestionAlerts ?? 'off';
  const busy = settings.isPending || settings.isError || update.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle>New questions in topics I follow</CardTitle>
        <CardDescription>
          Someone may be waiting for a kind word. Alerts only say that a question was asked, never who asked it, and leave out anything you
          have hidden or muted.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset className="space-y-3" disabled={busy}>
          <legend className="sr-only">New question alerts</legend>
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
                <Label htmlFor={`${id}-${choice.value}`}>{choice.label}</Label>
                <p id={`${id}-${choice.value}-help`} className="text-sm text-muted-foreground">
                  {choice.help}
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
 * rest within 30 days (decision 0027, the privacy policy). Posts stay, shown as 'User'.
 */
export function CloseAccountCard() {
  const [open, setOpen] = useState(false);
  const close = useCloseAccount({
    mutationConfig: {
      onSuccess: () => {
        window.location.href = '/';
      },
      onError: (error) => handleMutationError(error, { title: 'Error', description: serverMessageOr(error, 'Failed to close account') }),
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Close account</CardTitle>
        <CardDescription>
          Your name, email, bio and status are removed and you are signed out everywhere. What you posted stays, shown as 'User'. Anonymous
          posts stay linked to the closed account for moderation only. Within 30 days your votes, reports, feedback and the words of the
          messages you sent are removed too (see the{' '}
          <Link href="/privacy" className="underline">
            Privacy Policy
          </Link>
          ). You may want to download your data first.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex justify-end">
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Close account
        </Button>
        <Dialog open={open} onOpenChange={(next) => !close.isPending && setOpen(next)}>
          <DialogContent role="alertdialog">
            <DialogHeader>
              <DialogTitle>Close your account?</DialogTitle>
              <DialogDescription>This cannot be undone. You will be signed out and your personal details removed.</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)} disabled={close.isPending}>
                Cancel
              </Button>
              <Button variant="destructive" onClick={() => close.mutate()} disabled={close.isPending} aria-busy={close.isPending}>
                {close.isPending && <Loader2 className="animate-spin" aria-hidden />}
                Close my account
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
