import { ProfilePage } from '@/features/profile/components/profile-page';
import { ReportButton } from '@/features/reports/components/report-dialog';
import { StatusPicker } from '@/features/status/components/status-picker';
import { useI18n } from '@/lib/i18n';
import type { User } from '@/types/api';

/**
 * /profile/{id}. The profile feature must not import other features, so the shared pieces are
 * composed in here: features/reports's <ReportButton> (other people's profiles) and
 * features/status's <StatusPicker> (the Settings tab).
 */
export default function ProfileRoute({ id, user }: { id: string; user: User }) {
  const { t } = useI18n();
  const userId = /^\d{1,10}$/.test(id) ? Number(id) : NaN;
  return (
    <ProfilePage
      userId={userId}
      isOwn={userId === user.id}
      renderReport={(target) => <ReportButton {...target} className="h-9" />}
      renderStatusPicker={(props) => <StatusPicker {...props} submitLabel={t('status.update')} />}
    />
  );
}
