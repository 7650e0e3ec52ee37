import {
  acceptInvite,
  createRole,
  deleteRole,
  invitation,
  inviteStaff,
  listPermissions,
  listRoles,
  listStaff,
  removeStaffRole,
  setStaffRole,
  updateRole,
} from '@frameshop/domain/users/staff.service';
import { mutationFor, queryFor } from '../trpc';

/** Staff, roles and invitations: the same use cases as REST /api/staff/... */
export const staffRouter = {
  permissions: queryFor(listPermissions),
  roles: {
    list: queryFor(listRoles),
    create: mutationFor(createRole),
    update: mutationFor(updateRole),
    delete: mutationFor(deleteRole),
  },
  list: queryFor(listStaff),
  setRole: mutationFor(setStaffRole),
  removeRole: mutationFor(removeStaffRole),
  invite: mutationFor(inviteStaff),
  invitation: queryFor(invitation),
  acceptInvite: mutationFor(acceptInvite),
};
