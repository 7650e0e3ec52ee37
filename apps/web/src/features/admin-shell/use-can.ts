import type { Permission } from '@frameshop/contracts/staff/permissions';
import { useMe } from '../auth/use-session';

/**
 * Whether the signed-in person's role holds a permission, as `auth.me` said on its last answer.
 * Only the UI's choice of what to show: the server checks every call.
 */
export function useCan(): (permission: Permission) => boolean {
  const me = useMe();
  const held = me.data?.permissions ?? [];
  return (permission) => held.includes(permission);
}
