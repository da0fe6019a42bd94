import { useId, useState, type FormEvent } from 'react';
import { Loader2, Plus } from 'lucide-react';
import { isFixedTopic, LIMITS } from '@common/constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import type { Topic } from '@/types/api';
import { useCreateTopic } from '../api/create-topic';
import { LoadError } from '@/components/load-error';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError } from '@/lib/errors';
import { checkForm, preloadSchemas } from '@/lib/validate';
import { TopicActions } from './topic-actions';

/** 'Create Topic': a name (non-blank) and an optional description → POST /api/topics. */
export function CreateTopicForm() {
  const id = useId();
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const create = useCreateTopic({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: t('admin.topics.created') });
        setName('');
        setDescription('');
      },
      onError: (error) => handleMutationError(error, { title: t('admin.topics.createFailed') }),
    },
  });
  const blank = name.trim() === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const topic = await checkForm(
      (schemas) => schemas.ZCreateTopic,
      { name, description },
      {
        title: t('admin.topics.createFailed'),
        t,
        field: { name: `${id}-name`, description: `${id}-description` },
      },
    );
    if (topic) create.mutate(topic);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.topics.create')}</CardTitle>
        <CardDescription>{t('admin.topics.createText')}</CardDescription>
        <p className="text-xs text-muted-foreground">{t('admin.topics.feedExplained')}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event)} onFocus={preloadSchemas} className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={`${id}-name`}>{t('admin.users.name')}</Label>
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={LIMITS.topicName}
              required
              aria-required
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-description`}>
              {t('admin.topics.description')} <span className="font-normal text-muted-foreground">{t('admin.topics.optional')}</span>
            </Label>
            <Textarea
              id={`${id}-description`}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={LIMITS.topicDescription}
            />
          </div>
          <Button type="submit" className="w-full" disabled={blank || create.isPending} aria-busy={create.isPending}>
            {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
            {t('admin.topics.create')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

export type TopicsPanelProps = {
  topics: Topic[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
};

/**
 * The 'Topics' tab: every topic with its description, question count and followers, Edit (rename,
 * describe) and Delete (not for the fixed feed topics, marked 'Feed topic'), beside the creation form.
 */
export function TopicsPanel({ topics, isPending, isError, onRetry }: TopicsPanelProps) {
  const { t } = useI18n();
  const names = new Map((topics ?? []).map((topic) => [topic.id, topic.name]));
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="lg:order-last">
        <CreateTopicForm />
      </div>
      {isPending ? (
        <Card className="space-y-3 p-4" role="status" aria-label={t('admin.topics.loading')}>
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </Card>
      ) : isError ? (
        <LoadError what={t('admin.topics.what')} onRetry={onRetry} />
      ) : !topics || topics.length === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">{t('admin.topics.empty')}</Card>
      ) : (
        <Card className="p-0">
          <ul className="divide-y" aria-label={t('admin.tab.topics')}>
            {topics.map((topic) => (
              <li key={topic.id} className="flex items-start justify-between gap-2 px-4 py-3 sm:gap-4" aria-label={topic.name}>
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="font-medium">
                    {topic.name}
                    {isFixedTopic(topic.name) && (
                      <Badge variant="secondary" className="ms-2 align-middle font-normal">
                        {t('admin.topics.feedTopic')}
                      </Badge>
                    )}
                    {topic.parentId !== null && names.has(topic.parentId) && (
                      <span className="ms-2 text-xs font-normal text-muted-foreground">
                        {t('admin.topics.parent', { name: names.get(topic.parentId) ?? '' })}
                      </span>
                    )}
                  </p>
                  {topic.description && <p className="text-sm break-words text-muted-foreground">{topic.description}</p>}
                  <p className="text-xs text-muted-foreground">
                    {t('admin.topics.counts', { questions: topic.questionsCount, followers: topic.followersCount })}
                  </p>
                </div>
                <TopicActions topic={topic} />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
