import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { Settings } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { getFullName } from '@/lib/display-name';
import { useI18n } from '@/lib/i18n';
import { useProfile } from '../api/get-profile';
import { useUserStats } from '../api/get-user-stats';
import { ProfileHeader, ProfileHeaderSkeleton } from './profile-header';
import { ProfileAnswers, ProfileQuestions } from './profile-posts';
import { CountrySettingsCard } from './country-settings';
import { LanguageSettingsCard } from './language-settings';
import {
  CloseAccountCard,
  EmailSettingsCard,
  NewQuestionAlertsCard,
  PrivacySettingsCard,
  UpdateNameCard,
  UpdateStatusCard,
} from './profile-settings';
import { MessagingSettingsCard, MutedBlockedCard, WhatISeeCard } from './safety-settings';
import { PushSettingsCard } from './push-settings';
import { YourDataCard } from './your-data-card';
import type { RenderProfileReport, RenderStatusPicker } from './profile-slots';
import { LoadError } from '@/components/load-error';

export type ProfilePageProps = {
  /** The id from the URL; NaN when it is not a number. */
  userId: number;
  /** Whether this is the signed-in user's own profile. */
  isOwn: boolean;
  /** The reports feature's button for other people's profiles. */
  renderReport?: RenderProfileReport;
  /** The status feature's picker for the Settings tab. */
  renderStatusPicker: RenderStatusPicker;
};

function UserNotFound() {
  const { t } = useI18n();
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-xl font-semibold">{t('profile.notFound')}</h1>
    </Card>
  );
}

/**
 * /profile/{id} (spec §2, Profile): header (avatar, name, badges, Send Message, Report, bio,
 * reputation and counts) and tabs 'Questions (n)', 'Answers (n)' and, on your own profile only,
 * 'Settings' with the Update Name, Update Status and Privacy cards. Missing user: 'User not found'.
 */
export function ProfilePage(props: ProfilePageProps) {
  if (!Number.isInteger(props.userId) || props.userId <= 0) return <UserNotFound />;
  return <ProfileView key={props.userId} {...props} />;
}

function ProfileView({ userId, isOwn, renderReport, renderStatusPicker }: ProfilePageProps) {
  const { t } = useI18n();
  const profile = useProfile(userId);
  const stats = useUserStats(userId);
  // Emails and the account menu's 'Settings' link to /profile/{id}?tab=settings; followed while
  // the profile is already open, the link still opens the tab.
  const [searchParams] = useSearchParams();
  const wantsSettings = isOwn && searchParams.get('tab') === 'settings';
  const [tab, setTab] = useState(wantsSettings ? 'settings' : 'questions');
  const [wantedSettings, setWantedSettings] = useState(wantsSettings);
  if (wantsSettings !== wantedSettings) {
    setWantedSettings(wantsSettings);
    if (wantsSettings) setTab('settings');
  }
  useDocumentTitle(profile.data ? getFullName(profile.data, t('people.unnamed')) : t('profile.title'));

  if (profile.isPending) {
    return (
      <div className="mx-auto max-w-4xl" role="status" aria-label={t('profile.loading')}>
        <ProfileHeaderSkeleton />
      </div>
    );
  }
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <UserNotFound />;
    return <LoadError variant="page" className="mx-auto max-w-md" what={t('profile.what')} onRetry={() => void profile.refetch()} />;
  }

  const user = profile.data;
  const tabLabel = (label: string, n: number | undefined) => (n === undefined ? label : t('profile.tab.count', { label, count: n }));

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <ProfileHeader user={user} stats={stats.data} isOwn={isOwn} renderReport={renderReport} />
      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        <TabsList className="w-full sm:w-fit" aria-label={t('profile.sections')}>
          <TabsTrigger value="questions">{tabLabel(t('profile.tab.questions'), stats.data?.questionsCount)}</TabsTrigger>
          <TabsTrigger value="answers">{tabLabel(t('profile.tab.answers'), stats.data?.answersCount)}</TabsTrigger>
          {isOwn && (
            <TabsTrigger value="settings">
              <Settings aria-hidden className="hidden sm:block" />
              {t('profile.tab.settings')}
            </TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="questions">
          <ProfileQuestions userId={user.id} />
        </TabsContent>
        <TabsContent value="answers">
          <ProfileAnswers userId={user.id} />
        </TabsContent>
        {isOwn && (
          <TabsContent value="settings" className="space-y-6">
            <UpdateNameCard key={`${user.firstName ?? ''} ${user.lastName ?? ''}`} user={user} />
            <UpdateStatusCard user={user} renderStatusPicker={renderStatusPicker} />
            <LanguageSettingsCard user={user} />
            <CountrySettingsCard user={user} />
            <PrivacySettingsCard user={user} />
            <MessagingSettingsCard user={user} />
            <WhatISeeCard user={user} />
            <MutedBlockedCard />
            <EmailSettingsCard user={user} />
            <NewQuestionAlertsCard user={user} />
            <PushSettingsCard user={user} />
            <YourDataCard />
            {user.abilities.closeAccount && <CloseAccountCard />}
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
