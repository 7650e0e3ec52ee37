import {
  PERMISSION_INFO,
  PERMISSIONS,
  type Permission,
  type PermissionGroup,
} from '@frameshop/contracts/staff/permissions';
import { ROLE_NAME_MAX, type RoleDto } from '@frameshop/contracts/staff/schemas';
import { Fragment, useState } from 'react';
import { FormButtons } from '../../../components/admin/FormButtons';
import { ListHeader } from '../../../components/admin/ListHeader';
import { QueryView } from '../../../components/admin/QueryView';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Dialog } from '../../../components/Dialog';
import { FormField, inputClass } from '../../../components/FormField';
import { serverMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';

/**
 * A region that scrolls sideways must take focus, so a keyboard can scroll it (axe's
 * scrollable-region-focusable); the matrix is wider than a phone.
 */
const KEYBOARD_SCROLLABLE = { tabIndex: 0 } as const;

const GROUPS = [...new Set(PERMISSION_INFO.map((p) => p.group))] as PermissionGroup[];

/**
 * Roles and what each may do, as a matrix: permissions down, roles across. Built-in roles are
 * read-only; the shop's own are made, edited and deleted here (decision 0024). On a phone the
 * matrix scrolls sideways with the permission column held in place.
 */
export function RoleManagement() {
  const roles = trpc.staff.roles.list.useQuery();
  const [editing, setEditing] = useState<RoleDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RoleDto | null>(null);
  const utils = trpc.useUtils();
  const remove = trpc.staff.roles.delete.useMutation({
    onSuccess: async () => {
      notify.success('Role deleted');
      setDeleting(null);
      await utils.staff.roles.list.invalidate();
    },
    onError: (error) =>
      notify.error('The role was not deleted', {
        description: serverMessage(error) ?? undefined,
      }),
  });

  return (
    <div className="space-y-4">
      <ListHeader title="Roles">
        <Button onClick={() => setEditing('new')}>New role</Button>
      </ListHeader>
      <p className="max-w-3xl text-sm text-stone-600">
        The built-in roles cannot be changed. Make a role of your own for anything else; a change
        applies to everyone holding it on their next click.
      </p>
      <QueryView query={roles} loading="Loading roles..." error="Could not load the roles.">
        {(list) => (
          <section
            {...KEYBOARD_SCROLLABLE}
            aria-label="Permission matrix"
            className="overflow-x-auto rounded-lg border border-stone-200 bg-white"
          >
            <table className="min-w-full text-sm">
              <caption className="sr-only">Permissions of each role</caption>
              <thead className="bg-stone-50 text-left text-stone-600">
                <tr>
                  <th
                    scope="col"
                    className="sticky left-0 z-10 min-w-44 bg-stone-50 px-3 py-3 font-medium"
                  >
                    Permission
                  </th>
                  {list.map((role) => (
                    <th key={role.roleId} scope="col" className="px-3 py-3 text-center align-top">
                      <span className="block font-semibold text-stone-900">{role.name}</span>
                      <span className="block text-xs font-normal">
                        {role.builtIn ? 'Built-in' : 'Custom'} · {role.staffCount}{' '}
                        {role.staffCount === 1 ? 'person' : 'people'}
                      </span>
                      {role.builtIn ? null : (
                        <span className="mt-1 flex justify-center gap-1">
                          <button
                            type="button"
                            className="rounded px-2 py-1 text-xs text-amber-800 underline hover:bg-amber-50"
                            aria-label={`Edit ${role.name}`}
                            onClick={() => setEditing(role)}
                          >
                            Edit
                          </button>
                          <button
                            type="button"
                            className="rounded px-2 py-1 text-xs text-red-700 underline hover:bg-red-50"
                            aria-label={`Delete ${role.name}`}
                            onClick={() => setDeleting(role)}
                          >
                            Delete
                          </button>
                        </span>
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {GROUPS.map((group) => (
                  <Fragment key={group}>
                    <tr className="bg-stone-100">
                      <th
                        scope="colgroup"
                        colSpan={list.length + 1}
                        className="sticky left-0 px-3 py-1.5 text-left text-xs font-semibold uppercase tracking-wide text-stone-600"
                      >
                        {group}
                      </th>
                    </tr>
                    {PERMISSION_INFO.filter((p) => p.group === group).map((p) => (
                      <tr key={p.name} className="border-t border-stone-100">
                        <th
                          scope="row"
                          className="sticky left-0 z-10 min-w-44 bg-white px-3 py-2 text-left font-normal"
                        >
                          <span className="block font-mono text-xs text-stone-900">{p.name}</span>
                          <span className="block max-w-64 text-xs text-stone-500">{p.label}</span>
                        </th>
                        {list.map((role) => {
                          const has = role.permissions.includes(p.name);
                          return (
                            <td key={role.roleId} className="px-3 py-2 text-center">
                              <span
                                aria-hidden
                                className={has ? 'font-semibold text-green-700' : 'text-stone-300'}
                              >
                                {has ? '✓' : '–'}
                              </span>
                              <span className="sr-only">{has ? 'Yes' : 'No'}</span>
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </QueryView>
      <RoleDialog role={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the role ${deleting?.name ?? ''}?`}
        details={[
          deleting?.staffCount
            ? `${deleting.staffCount} staff ${deleting.staffCount === 1 ? 'member holds' : 'members hold'} it: give them another role first.`
            : 'Nobody holds it.',
        ]}
        confirm="Delete role"
        cancel="Keep"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ roleId: deleting.roleId })}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

function RoleDialog(props: { role: RoleDto | 'new' | null; onClose: () => void }) {
  const existing = props.role !== null && props.role !== 'new' ? props.role : null;
  const key = props.role === null ? 'closed' : existing ? `role-${existing.roleId}` : 'new';
  return (
    <Dialog
      open={props.role !== null}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={existing ? `Edit ${existing.name}` : 'New role'}
      size="lg"
    >
      <RoleForm key={key} role={existing} onDone={props.onClose} />
    </Dialog>
  );
}

function RoleForm({ role, onDone }: { role: RoleDto | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [name, setName] = useState(role?.name ?? '');
  const [held, setHeld] = useState<Set<Permission>>(new Set(role?.permissions ?? []));
  const [problem, setProblem] = useState<string | null>(null);
  const done = async (saved: RoleDto) => {
    notify.success(`Role ${saved.name} saved`);
    onDone();
    await utils.staff.roles.list.invalidate();
  };
  const fail = (error: unknown) => {
    setProblem(serverMessage(error));
    notify.error('The role was not saved', { description: serverMessage(error) ?? undefined });
  };
  const create = trpc.staff.roles.create.useMutation({ onSuccess: done, onError: fail });
  const update = trpc.staff.roles.update.useMutation({ onSuccess: done, onError: fail });
  const toggle = (p: Permission) =>
    setHeld((old) => {
      const next = new Set(old);
      if (next.has(p)) next.delete(p);
      else next.add(p);
      return next;
    });
  const permissions = PERMISSIONS.filter((p) => held.has(p));
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) {
          setProblem('Name is required');
          return;
        }
        if (role) update.mutate({ roleId: role.roleId, name, permissions });
        else create.mutate({ name, permissions });
      }}
    >
      <FormField label="Name" error={problem ?? undefined}>
        <input
          className={inputClass}
          maxLength={ROLE_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </FormField>
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">Permissions</legend>
        <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
          {PERMISSION_INFO.map((p) => (
            <label key={p.name} className="flex min-h-11 items-start gap-3 py-1 text-sm">
              <input
                type="checkbox"
                className="mt-1 h-4 w-4 shrink-0 accent-amber-700"
                checked={held.has(p.name)}
                onChange={() => toggle(p.name)}
              />
              <span>
                <span className="font-mono text-stone-900">{p.name}</span>
                <span className="block text-stone-600">{p.label}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormButtons
        onCancel={onDone}
        submitting={create.isPending || update.isPending}
        submitLabel={role ? 'Save role' : 'Create role'}
      />
    </form>
  );
}
