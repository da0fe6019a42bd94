import { useUser } from '@/features/auth/api/get-user';
import { AdminPage } from '@/features/admin/components/admin-page';

/** /admin — admins only (checked by the router's RequireRole). */
export default function AdminRoute() {
  const { data: user } = useUser();
  if (!user) return null;
  return <AdminPage currentUserId={user.id} />;
}
