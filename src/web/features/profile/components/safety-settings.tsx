import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { X } from 'lucide-react';
import { LIMITS } from '@common/constants';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useTopics } from '@/lib/get-topics';
import { useRestrictions, useSetRestriction, type RestrictionKind } from '@/lib/restrictions';
import { restrictionFeedback } from '@/components/restriction-actions';
import { getFullName } from '@/lib/display-name';
import { useI18n } from '@/lib/i18n';
import { checkForm, preloadSchemas } from '@/lib/validate';
import type { User } from '@/types/api';
import { useSettings, useUpdateSettings } from '../api/settings';
import { LoadError } from '@/components/load-error';

/**
 * 'Who may message me' (setting allowDirectMessages): everyone (default) or nobody.
 * Moderators and admins can always reach you; conversations you already have go on.
 */
export function MessagingSettingsCard({ user }: { user: User }) {
  const id = useId();
  const { t } = useI18n();
  const settings = useSettings();
  const update = useUpdateSettings(user.id);
  const pending = update.isPending ? update.variables.allowDirectMessages : undefined;
  const everyone = (pending ?? settings.data?.allowDirectMessages ?? 'everyone') === 'everyone';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.messaging.title')}</CardTitle>
        <CardDescription>{t('settings.messaging.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex items-start justify-between gap-4">
        <div className="space-y-1">
          <Label htmlFor={`${id}-dm`}>{t('settings.messaging.label')}</Label>
          <p id={`${id}-dm-help`} className="text-sm text-muted-foreground">
            {t(everyone ? 'settings.messaging.everyone' : 'settings.messaging.nobody')}
          </p>
        </div>
        <Switch
          id={`${id}-dm`}
          aria-describedby={`${id}-dm-help`}
          checked={everyone}
          disabled={settings.isPending || settings.isError || update.isPending}
          onCheckedChange={(checked) => update.mutate({ allowDirectMessages: checked ? 'everyone' : 'nobody' })}
        />
      </CardContent>
      {settings.isError && <LoadError variant="inline" what={t('settings.what')} onRetry={() => void settings.refetch()} />}
    </Card>
  );
}

/**
 * 'What I see' (reader filters): topics to hide and up to 50 words or phrases.
 * Questions in a hidden topic or with a hidden word are left out of your feed and search;
 * answers and comments with a hidden word are folded away, with 'Show' to open them.
 */
export function WhatISeeCard({ user }: { user: User }) {
  const id = useId();
  const { t } = useI18n();
  const settings = useSettings();
  const topics = useTopics();
  const update = useUpdateSettings(user.id);
  const [word, setWord] = useState('');
  const hiddenTopicIds = settings.data?.hiddenTopicIds ?? [];
  const hiddenWords = settings.data?.hiddenWords ?? [];
  const busy = settings.isPending || settings.isError || update.isPending;

  const toggleTopic = (topicId: number, hide: boolean) =>
    update.mutate({ hiddenTopicIds: hide ? [...hiddenTopicIds, topicId] : hiddenTopicIds.filter((hidden) => hidden !== topicId) });
  const addWord = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = await checkForm(
      (schemas) => schemas.ZUpdateSettings,
      { hiddenWords: [...hiddenWords, word] },
      {
        title: t('settings.failed'),
        t,
        field: `${id}-word`,
      },
    );
    if (checked) update.mutate(checked, { onSuccess: () => setWord('') });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.see.title')}</CardTitle>
        <CardDescription>{t('settings.see.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {(settings.isError || topics.isError) && (
          <LoadError
            variant="inline"
            what={t('settings.what')}
            onRetry={() => void Promise.all([settings.isError && settings.refetch(), topics.isError && topics.refetch()])}
          />
        )}
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">{t('settings.see.topics')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(topics.data ?? []).map((topic) => (
              <label key={topic.id} className="flex items-center gap-2 text-sm">
                <Checkbox
                  checked={hiddenTopicIds.includes(topic.id)}
                  disabled={busy}
                  onCheckedChange={(checked) => toggleTopic(topic.id, checked === true)}
                />
                {topic.name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-3">
          <form onSubmit={(event) => void addWord(event)} onFocus={preloadSchemas} noValidate className="space-y-2">
            <Label htmlFor={`${id}-word`}>{t('settings.see.words')}</Label>
            <div className="flex gap-2">
              <Input
                id={`${id}-word`}
                value={word}
                maxLength={LIMITS.hiddenWord}
                onChange={(e) => setWord(e.target.value)}
                placeholder={t('settings.see.placeholder')}
                aria-describedby={`${id}-word-help`}
              />
              <Button type="submit" variant="outline" disabled={busy || !word.trim() || hiddenWords.length >= LIMITS.hiddenWords}>
                {t('settings.see.add')}
              </Button>
            </div>
            <p id={`${id}-word-help`} className="text-sm text-muted-foreground">
              {t('settings.see.wordsHelp', { max: LIMITS.hiddenWords, used: hiddenWords.length })}
            </p>
          </form>
          {hiddenWords.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('settings.see.hiddenWords')}>
              {hiddenWords.map((w) => (
                <li key={w} className="flex items-center gap-1 rounded-full bg-muted py-1 pe-1 ps-3 text-sm">
                  {w}
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-6 rounded-full"
                    aria-label={t('settings.see.stopHiding', { word: w })}
                    disabled={busy}
                    onClick={() => update.mutate({ hiddenWords: hiddenWords.filter((x) => x !== w) })}
                  >
                    <X className="size-3.5" aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** One list (muted or blocked) with an Undo button per entry; an entry made from an anonymous post shows the post, never a name. */
function RestrictionList({ kind }: { kind: RestrictionKind }) {
  const { t, rich } = useI18n();
  const list = useRestrictions(kind);
  const undo = useSetRestriction(kind, { mutationConfig: restrictionFeedback(t, kind) });
  const items = list.data?.items ?? [];
  const title = t(kind === 'mute' ? 'settings.restrictions.muted' : 'settings.restrictions.blocked');
  return (
    <section className="space-y-2" aria-label={title}>
      <h3 className="text-sm font-medium">{title}</h3>
      {list.isError && (
        <LoadError
          variant="inline"
          what={t(kind === 'mute' ? 'settings.restrictions.mutedWhat' : 'settings.restrictions.blockedWhat')}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isSuccess && items.length === 0 && <p className="text-sm text-muted-foreground">{t('settings.restrictions.nobody')}</p>}
      <ul className="divide-y rounded-md border">
        {items.map((r) => {
          const key = r.user ? `user-${r.user.id}` : `${r.post!.type}-${r.post!.id}`;
          return (
            <li key={key} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              {r.user ? (
                <Link href={`/profile/${r.user.id}`} className="font-medium hover:underline">
                  {getFullName(r.user, t('people.unnamed'))}
                </Link>
              ) : (
                <span>
                  {rich('settings.restrictions.anonymous', {
                    type: r.post!.type,
                    title: r.post!.title,
                    link: (chunks) => (
                      <Link href={`/questions/${r.post!.questionId}`} className="font-medium hover:underline">
                        {chunks}
                      </Link>
                    ),
                  })}
                </span>
              )}
              <Button
                variant="outline"
                size="sm"
                disabled={undo.isPending}
                onClick={() => undo.mutate({ target: r.user ? { userId: r.user.id } : { post: r.post! }, on: false })}
              >
                {t(kind === 'mute' ? 'profile.unmute' : 'profile.unblock')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** 'Muted and blocked': everyone you muted or blocked, to undo it. */
export function MutedBlockedCard() {
  const { t } = useI18n();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.restrictions.title')}</CardTitle>
        <CardDescription>{t('settings.restrictions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <RestrictionList kind="mute" />
        <RestrictionList kind="block" />
      </CardContent>
    </Card>
  );
}
