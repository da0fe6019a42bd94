import { ModerationPage } from '@/features/moderation/components/moderation-page';

/** /moderation — moderators and admins only (checked by the router's RequireRole). */
export default function ModerationRoute() {
  return <ModerationPage />;
}
