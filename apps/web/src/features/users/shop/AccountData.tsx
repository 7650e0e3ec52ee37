import { uiMessages } from '@frameshop/contracts/shared/messages';
import { deleteMyAccountInput } from '@frameshop/contracts/users/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Field } from '../../../components/Field';
import { serverMessage } from '../../../lib/errors';
import { showFieldProblems } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { clearLocalData } from '../../../lib/session-hint';
import { trpc } from '../../../lib/trpc';

/** Download my data as JSON. */
export function DownloadMyData() {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = await utils.account.exportData.fetch(undefined, { staleTime: 0 });
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = 'frameshop-my-data.json';
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notify.error(serverMessage(error) ?? uiMessages.genericError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" disabled={busy} onClick={() => void download()}>
      {busy ? 'Preparing...' : 'Download my data (JSON)'}
    </Button>
  );
}

/** Delete my account: the dialog names what goes and what stays, and asks for the password. */
export function DeleteMyAccount() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const form = useForm<z.input<typeof deleteMyAccountInput>>({
    resolver: zodResolver(deleteMyAccountInput),
    defaultValues: { password: '' },
  });
  const remove = trpc.account.delete.useMutation({
    onSuccess: async () => {
      setOpen(false);
      clearLocalData();
      await queryClient.cancelQueries();
      utils.auth.me.setData(undefined, null);
      notify.success('Your account is deleted');
      await navigate({ to: '/' });
    },
    onError: (error) => {
      showFieldProblems(form.setError, error, ['password']);
      const message = serverMessage(error) ?? uiMessages.genericError;
      if (!form.formState.errors.password) form.setError('password', { message });
    },
  });
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) form.reset();
        }}
        title="Delete your account?"
        description="This cannot be undone."
        size="md"
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((values) => remove.mutate(values))}
        >
          <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
            <li>You are logged out on every device and cannot log in again.</li>
            <li>Your reviews and messages to us are deleted.</li>
            <li>
              Your orders stay with the name and address the tax law needs us to keep; your e-mail
              and phone are removed from them.
            </li>
          </ul>
          <Field
            label="Your password"
            type="password"
            autoComplete="current-password"
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Keep my account
            </Button>
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete my account for good'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
