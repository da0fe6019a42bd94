/**
 * The one-time age question for members who joined before the age screen: shown
 * instead of the app while the signed-in member's `ageBand` is null. Once answered it is never
 * asked again (the server keeps the band and answers 409 to a second answer).
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { api, ApiError } from '@/lib/api-client';
import { AUTH_USER_QUERY_KEY } from '@/lib/query-keys';
import { useI18n } from '@/lib/i18n';
import { ZBirthMonthYear } from '@common/schemas';
import { BirthFields, ageFormErrors, birthBody, type BirthValue } from './birth-fields';
import { useUnderMinimumAge } from './under-thirteen-page';

/** The age question form. */
export function AgeQuestionPage() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const refused = useUnderMinimumAge();
  const [birth, setBirth] = useState<BirthValue>({ birthMonth: '', birthYear: '' });
  const [error, setError] = useState<string | null>(null);
  const answer = useMutation({
    mutationFn: (body: { birthYear: number; birthMonth: number }) => api('POST /api/users/me/age', { body }),
    onSuccess: (me) => queryClient.setQueryData(AUTH_USER_QUERY_KEY, me),
    onError: (e) => refused(e) || setError(e instanceof ApiError ? e.message : t('age.failed')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZBirthMonthYear.safeParse(birthBody(birth) ?? {});
    setError(checked.success ? null : ageFormErrors(checked.error, { birthYear: t('age.missing'), birthMonth: t('age.missing') }, t)[0]);
    if (checked.success) answer.mutate(checked.data);
  };
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('age.question.heading')}</h1>
          <CardDescription>{t('age.question.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="space-y-6">
            <BirthFields value={birth} onChange={setBirth} />
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <Button type="submit" disabled={answer.isPending}>
              {t('age.question.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
