import { useUser } from '@/features/auth/api/get-user';
import { MessagesPage } from '@/features/messages/components/messages-page';
import { ReportButton } from '@/features/reports/components/report-dialog';

/**
 * /messages (optional ?conversation={id}). Signed-out visitors are handled by the router. The
 * reports feature's button is composed in for other people's messages.
 */
export default function MessagesRoute() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <MessagesPage
      currentUserId={user.id}
      renderReport={(target) => <ReportButton {...target} showLabel={false} className="size-6 h-6 px-0 [&_svg]:size-3.5" />}
    />
  );
}
