import {
  type InviteStaffInput,
  inviteStaffInput,
  type StaffMemberDto,
} from '@frameshop/contracts/staff/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ActionsTable } from '../../../components/ActionsTable';
import { FormButtons } from '../../../components/admin/FormButtons';
import { ListHeader } from '../../../components/admin/ListHeader';
import { QueryView } from '../../../components/admin/QueryView';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Dialog } from '../../../components/Dialog';
import { type ControlProps, FormField, inputClass } from '../../../components/FormField';
import { serverMessage } from '../../../lib/errors';
import { showFieldProblems } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';

/**
 * The shop's staff (decision 0024): who has which role; invite someone, change a role, or
 * make someone a shopper again. A change applies on the person's next request.
 */
export function StaffManagement() {
  const staff = trpc.staff.list.useQuery();
  const roles = trpc.staff.roles.list.useQuery();
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<StaffMemberDto | null>(null);
  const [removing, setRemoving] = useState<StaffMemberDto | null>(null);
  const utils = trpc.useUtils();
  const remove = trpc.staff.removeRole.useMutation({
    onSuccess: async () => {
      notify.success('They are a shopper again: the back-office is closed to them');
      setRemoving(null);
      await Promise.all([utils.staff.list.invalidate(), utils.staff.roles.list.invalidate()]);
    },
    onError: (error) =>
      notify.error('Could not remove them', { description: serverMessage(error) ?? undefined }),
  });

  return (
    <div className="space-y-4">
      <ListHeader title="Staff">
        <Button onClick={() => setInviting(true)}>Invite someone</Button>
      </ListHeader>
      <p className="max-w-3xl text-sm text-stone-600">
        Each person's role says what they may do in the back-office. A change applies to their next
        click, open tabs included.
      </p>
      <QueryView
        query={staff}
        loading="Loading staff..."
        error="Could not load the staff."
        isEmpty={(list) => list.length === 0}
        empty="Nobody yet."
      >
        {(list) => (
          <ActionsTable
            headers={['Name', 'E-mail', 'Role']}
            rows={list.map((member) => ({
              key: member.userId,
              label: `${member.firstName} ${member.lastName}`,
              deleteText: 'Remove',
              cells: [
                <span key="name" className="font-medium">
                  {member.firstName} {member.lastName}
                </span>,
                <span key="email" className="break-all">
                  {member.email}
                </span>,
                <span
                  key="role"
                  className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900"
                >
                  {member.roleName}
                </span>,
              ],
              extraActions: [{ text: 'Change role', onClick: () => setChanging(member) }],
              onDelete: () => setRemoving(member),
            }))}
          />
        )}
      </QueryView>
      <InviteDialog open={inviting} onOpenChange={setInviting} roles={roles.data ?? []} />
      <ChangeRoleDialog
        member={changing}
        roles={roles.data ?? []}
        onClose={() => setChanging(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove from staff?"
        details={[
          `${removing?.firstName ?? ''} ${removing?.lastName ?? ''} (${removing?.email ?? ''}) keeps the account as a shopper.`,
          'Their back-office access ends at once, and the API keys they made are revoked.',
        ]}
        confirm="Remove"
        cancel="Keep"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ userId: removing.userId })}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

interface RoleChoice {
  roleId: number;
  name: string;
}

function RoleSelect({
  roles,
  value,
  onChange,
  ...control
}: ControlProps & {
  roles: readonly RoleChoice[];
  value: number | '';
  onChange: (roleId: number) => void;
}) {
  const props = { roles, value, onChange };
  return (
    <select
      {...control}
      className={inputClass}
      value={props.value}
      onChange={(e) => props.onChange(Number(e.target.value))}
    >
      <option value="">Choose a role</option>
      {props.roles.map((role) => (
        <option key={role.roleId} value={role.roleId}>
          {role.name}
        </option>
      ))}
    </select>
  );
}

type InviteValues = z.input<typeof inviteStaffInput>;

function InviteDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  roles: readonly RoleChoice[];
}) {
  const utils = trpc.useUtils();
  const blank = { email: '', firstName: '', lastName: '', roleId: 0 };
  const form = useForm<InviteValues, unknown, InviteStaffInput>({
    resolver: zodResolver(inviteStaffInput),
    defaultValues: blank,
  });
  const invite = trpc.staff.invite.useMutation({
    onSuccess: async (sent) => {
      notify.success(sent.message, { description: 'The link in the mail works for 72 hours.' });
      form.reset(blank);
      props.onOpenChange(false);
      await utils.staff.list.invalidate();
    },
    onError: (error) => {
      showFieldProblems(form.setError, error, ['email', 'firstName', 'lastName', 'roleId']);
      notify.error('The invitation was not sent', {
        description: serverMessage(error) ?? undefined,
      });
    },
  });
  const errors = form.formState.errors;
  const roleId = form.watch('roleId');
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title="Invite someone">
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => invite.mutate(values))}
      >
        <FormField label="E-mail" error={errors.email?.message}>
          <input className={inputClass} type="email" {...form.register('email')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message}>
            <input className={inputClass} {...form.register('firstName')} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message}>
            <input className={inputClass} {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField label="Role" error={errors.roleId ? 'Choose a role' : undefined}>
          {(control) => (
            <RoleSelect
              {...control}
              roles={props.roles}
              value={roleId || ''}
              onChange={(id) => form.setValue('roleId', id, { shouldValidate: true })}
            />
          )}
        </FormField>
        <FormButtons
          onCancel={() => props.onOpenChange(false)}
          submitting={invite.isPending}
          submitLabel="Send invitation"
        />
      </form>
    </Dialog>
  );
}

function ChangeRoleDialog(props: {
  member: StaffMemberDto | null;
  roles: readonly RoleChoice[];
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const [roleId, setRoleId] = useState<number | ''>('');
  const member = props.member;
  const save = trpc.staff.setRole.useMutation({
    onSuccess: async (saved) => {
      notify.success(`${saved.firstName} is now ${saved.roleName}`);
      setRoleId('');
      props.onClose();
      await Promise.all([utils.staff.list.invalidate(), utils.staff.roles.list.invalidate()]);
    },
    onError: (error) =>
      notify.error('The role was not changed', { description: serverMessage(error) ?? undefined }),
  });
  const chosen = roleId === '' ? (member?.roleId ?? '') : roleId;
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) {
          setRoleId('');
          props.onClose();
        }
      }}
      title={member ? `Role of ${member.firstName} ${member.lastName}` : 'Change role'}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (member && chosen !== '') save.mutate({ userId: member.userId, roleId: chosen });
        }}
      >
        <FormField label="Role">
          {(control) => (
            <RoleSelect {...control} roles={props.roles} value={chosen} onChange={setRoleId} />
          )}
        </FormField>
        <FormButtons onCancel={props.onClose} submitting={save.isPending} submitLabel="Save role" />
      </form>
    </Dialog>
  );
}
