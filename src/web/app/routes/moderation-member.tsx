import { MemberPage } from '@/features/moderation/components/member-page';

/** /moderation/users/:id — a member's record, moderators and admins only (checked by the router). */
export default function ModerationMemberRoute({ id }: { id: string }) {
  return <MemberPage userId={Number(id)} />;
}
