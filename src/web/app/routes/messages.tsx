import { useUser } from '@/features/auth/api/get-user';
import { MessagesPage } from '@/features/messages/components/messages-page';
import { useProfile } from '@/features/profile/api/get-profile';
import { RestrictionButtons } from '@/features/profile/components/restriction-buttons';
import { ReportButton } from '@/features/reports/components/report-dialog';

/**
 * Block and report of the other person, one tap away in the conversation's header.
 * Their profile brings the abilities (staff are never blocked) and whether they are
 * blocked or muted already.
 */
function PersonActions({ personId }: { personId: number }) {
  const { data: person } = useProfile(personId);
  return (
    <>
      {person && <RestrictionButtons user={person} />}
      <ReportButton targetType="user" targetId={personId} />
    </>
  );
}

/**
 * /messages (optional ?conversation={id}). Signed-out visitors are handled by the router. The
 * reports feature's button is composed in for other people's messages, and the block and report
 * controls for the other person of each conversation.
 */
export default function MessagesRoute() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <MessagesPage
      currentUserId={user.id}
      renderReport={(target) => <ReportButton {...target} showLabel={false} className="size-6 h-6 px-0 [&_svg]:size-3.5" />}
      renderPersonActions={(person) => <PersonActions personId={person.id} />}
    />
  );
}
