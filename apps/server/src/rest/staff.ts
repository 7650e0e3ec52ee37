import { messageResponse } from '@frameshop/contracts/shared/responses';
import {
  permissionSchema,
  roleSchema,
  staffMemberSchema,
} from '@frameshop/contracts/staff/schemas';
import {
  createRole,
  deleteRole,
  inviteStaff,
  listPermissions,
  listRoles,
  listStaff,
  removeStaffRole,
  setStaffRole,
  updateRole,
} from '@frameshop/domain/users/staff.service';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { params, restRoute } from './route';

const body = (r: { body: unknown }): Record<string, unknown> =>
  typeof r.body === 'object' && r.body !== null && !Array.isArray(r.body)
    ? (r.body as Record<string, unknown>)
    : {};

/**
 * Staff and roles over REST: the tRPC `staff` procedures' use cases, with a `staff:manage`
 * session (the permission list: any staff member). docs/decisions/0024-staff-roles-and-permissions.md.
 */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  restRoute(app, {
    method: 'GET',
    url: '/staff/permissions',
    useCase: listPermissions,
    input: () => undefined,
    output: (list) => ({ data: list }),
    response: z.object({ data: z.array(permissionSchema) }),
  });
  restRoute(app, {
    method: 'GET',
    url: '/staff/roles',
    useCase: listRoles,
    input: () => undefined,
    output: (roles) => ({ data: roles }),
    response: z.object({ data: z.array(roleSchema) }),
  });
  restRoute(app, {
    method: 'POST',
    url: '/staff/roles',
    useCase: createRole,
    status: 201,
    output: (role) => ({ data: role }),
    response: z.object({ data: roleSchema }),
  });
  restRoute(app, {
    method: 'PUT',
    url: '/staff/roles/:roleId',
    useCase: updateRole,
    input: (r) => ({ ...body(r), roleId: params(r).roleId }),
    output: (role) => ({ data: role }),
    response: z.object({ data: roleSchema }),
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/staff/roles/:roleId',
    useCase: deleteRole,
    input: (r) => ({ roleId: params(r).roleId }),
    output: () => ({ message: 'Role deleted' }),
    response: messageResponse,
  });
  restRoute(app, {
    method: 'GET',
    url: '/staff/getall',
    useCase: listStaff,
    input: () => undefined,
    output: (staff) => ({ data: staff }),
    response: z.object({ data: z.array(staffMemberSchema) }),
  });
  restRoute(app, {
    method: 'PUT',
    url: '/staff/:userId/role',
    useCase: setStaffRole,
    input: (r) => ({ ...body(r), userId: params(r).userId }),
    output: (member) => ({ data: member }),
    response: z.object({ data: staffMemberSchema }),
  });
  restRoute(app, {
    method: 'DELETE',
    url: '/staff/:userId/role',
    useCase: removeStaffRole,
    input: (r) => ({ userId: params(r).userId }),
    output: () => ({ message: 'The staff role was taken away' }),
    response: messageResponse,
  });
  restRoute(app, {
    method: 'POST',
    url: '/staff/invite',
    useCase: inviteStaff,
    status: 201,
    output: (sent) => ({ message: sent.message }),
    response: messageResponse,
  });
}
