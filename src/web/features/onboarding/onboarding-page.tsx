/**
 * Joining MindSpace (onboarding): shown instead of the app while the
 * signed-in person's `onboardedAt` is null. They give their month and year of birth (a neutral
 * age screen: no hint of the minimum age), accept the terms and choose the name others see
 * (prefilled with the pseudonym the server gave them, never the provider's name); the provider's
 * picture is used only if they tick it. Someone under 13 is refused by the server, which closes
 * the account; they are taken to /under-13 with the helplines it sent.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CountrySelect } from '@/components/crisis/country-chooser';
import { saveOwnSettings } from '@/lib/own-settings';
import { guessedCountry } from '@/components/crisis/crisis-country';
import { api, ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';
import { AUTH_USER_QUERY_KEY } from '@/lib/query-keys';
import type { Me } from '@/types/api';
import type { RouteBody } from '@common/contract-types';
import { ZOnboarding } from '@common/schemas';
import { LIMITS } from '@common/constants';
import { BirthFields, ageFormErrors, birthBody, type BirthValue } from './birth-fields';
import { useUnderMinimumAge } from './under-thirteen-page';

/**
 * The onboarding form.
 * @param user the signed-in person (`onboardedAt` null); their `firstName` is the suggested pseudonym
 */
export function OnboardingPage({ user }: { user: Me }) {
  const { t, rich } = useI18n();
  const queryClient = useQueryClient();
  const refused = useUnderMinimumAge();
  const [birth, setBirth] = useState<BirthValue>({ birthMonth: '', birthYear: '' });
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState('');
  const [useProviderPicture, setUseProviderPicture] = useState(false);
  // Asked once, here: the guess from the browser's languages preselected (never where they connect from).
  const [country, setCountry] = useState(guessedCountry);
  const countryId = useId();
  const [errors, setErrors] = useState<string[]>([]);
  const setError = (message: string) => setErrors([message]);

  const join = useMutation({
    // The country first (a setting open before joining), so a refusal's helplines are its own too.
    mutationFn: async (body: RouteBody<'POST /api/users/me/onboarding'>) => {
      await saveOwnSettings(queryClient, { country });
      return api('POST /api/users/me/onboarding', { body });
    },
    onSuccess: (me) =>
      queryClient.setQueryData<Me | null>(AUTH_USER_QUERY_KEY, (before) => ({
        ...me,
        country,
        locale: before?.locale ?? null,
        suspension: before?.suspension ?? null,
      })),
    onError: (e) => refused(e) || setError(e instanceof ApiError ? e.message : t('age.failed')),
  });

  // Every problem at once, not one per press, in the words of the schema the server checks.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZOnboarding.safeParse({ ...birthBody(birth), acceptTerms, firstName, lastName, useProviderPicture });
    const words = {
      birthYear: t('age.missing'),
      birthMonth: t('age.missing'),
      acceptTerms: t('onboarding.acceptTermsMissing'),
      ...(firstName.trim() ? {} : { firstName: t('onboarding.nameMissing') }),
    };
    setErrors(checked.success ? [] : ageFormErrors(checked.error, words, t));
    if (checked.success) join.mutate(checked.data);
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('onboarding.title')}</h1>
          <CardDescription>{t('onboarding.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="space-y-6">
            <BirthFields value={birth} onChange={setBirth} />
            <div className="flex items-start gap-3">
              <Checkbox id="accept-terms" checked={acceptTerms} onCheckedChange={(v) => setAcceptTerms(v === true)} />
              <Label htmlFor="accept-terms" className="leading-snug">
                {rich('onboarding.acceptTerms', {
                  link: (chunks) => (
                    <a href="/terms" target="_blank" rel="noreferrer" className="underline">
                      {chunks}
                    </a>
                  ),
                })}
              </Label>
            </div>
            <div className="space-y-2">
              <Label htmlFor="display-name">{t('onboarding.displayName')}</Label>
              <Input id="display-name" value={firstName} maxLength={LIMITS.name} onChange={(e) => setFirstName(e.target.value)} />
              <p className="text-sm text-muted-foreground">{t('onboarding.displayNameHelp')}</p>
            </div>
            <div className="space-y-2">
              <Label htmlFor="last-name">{t('onboarding.lastName')}</Label>
              <Input id="last-name" value={lastName} maxLength={LIMITS.name} onChange={(e) => setLastName(e.target.value)} />
            </div>
            <div className="space-y-2">
              <Label htmlFor={countryId}>{t('onboarding.country.label')}</Label>
              <CountrySelect id={countryId} value={country} onChange={setCountry} className="block w-full" />
              <p className="text-sm text-muted-foreground">{t('onboarding.country.hint')}</p>
            </div>
            {user.providerPictureUrl && (
              <div className="flex items-center gap-3">
                <Checkbox id="use-picture" checked={useProviderPicture} onCheckedChange={(v) => setUseProviderPicture(v === true)} />
                <img src={user.providerPictureUrl} alt="" className="size-10 rounded-full" />
                <Label htmlFor="use-picture">{t('onboarding.usePicture')}</Label>
              </div>
            )}
            {errors.length > 0 && (
              <ul role="alert" className="space-y-1 text-sm text-destructive">
                {errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            )}
            <Button type="submit" disabled={join.isPending}>
              {t('onboarding.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
