import { useId } from 'react';
import { CountrySelect } from '@/components/crisis/country-chooser';
import { guessedCountry } from '@/components/crisis/crisis-country';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError, serverMessageOr } from '@/lib/errors';
import { useI18n } from '@/lib/i18n';
import type { User } from '@/types/api';
import { useSettings, useUpdateSettings } from '../api/settings';

/**
 * 'Your country' (setting `country`): whose crisis lines the member is shown wherever
 * help appears (the 'Need help now?' dialog, the prompt after a post, check-in notices). Chosen
 * from the countries the crisis data covers, named in the member's language; never worked out from
 * where they connect. Until chosen, the guess from their browser's languages is shown selected.
 */
export function CountrySettingsCard({ user }: { user: User }) {
  const { t } = useI18n();
  const id = useId();
  const { data: settings } = useSettings();
  const update = useUpdateSettings(user.id, {
    mutationConfig: {
      onSuccess: () => toast({ title: t('settings.country.saved') }),
      onError: (error) => handleMutationError(error, { title: t('settings.country.failed'), description: serverMessageOr(error, '') }),
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.country.title')}</CardTitle>
        <CardDescription>{t('settings.country.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm">
          {t('crisis.country.label')}
        </label>
        <CountrySelect
          id={id}
          value={settings ? (settings.country ?? guessedCountry()) : ''}
          disabled={!settings || update.isPending}
          onChange={(country) => update.mutate({ country })}
        />
      </CardContent>
    </Card>
  );
}
