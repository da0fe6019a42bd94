import { LanguageSelect } from '@/components/language-select';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError, serverMessageOr } from '@/lib/errors';
import { useI18n } from '@/lib/i18n';
import type { User } from '@/types/api';
import { useUpdateSettings } from '../api/settings';

/**
 * 'Language': the language MindSpace speaks to the member in (setting `locale`), kept with the
 * account so every device they sign in on follows it. The page switches once it is saved.
 */
export function LanguageSettingsCard({ user }: { user: User }) {
  const { t } = useI18n();
  const update = useUpdateSettings(user.id, {
    mutationConfig: {
      onSuccess: () => toast({ title: t('settings.language.saved') }),
      onError: (error) => handleMutationError(error, { title: t('settings.language.failed'), description: serverMessageOr(error, '') }),
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.language.title')}</CardTitle>
        <CardDescription>{t('settings.language.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <LanguageSelect labelId="settings.language.label" onChoose={(locale) => update.mutate({ locale })} />
      </CardContent>
    </Card>
  );
}
