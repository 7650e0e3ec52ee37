import {
  CONTACT_REPLY_MAX,
  contactReplyInput,
  contactReplyMessages,
} from '@frameshop/contracts/content/contact-reply';
import type { ContactDto } from '@frameshop/contracts/content/dtos';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { QueryView } from '../../../../components/admin/QueryView';
import { Button } from '../../../../components/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { Dialog } from '../../../../components/Dialog';
import { FormField, inputClass } from '../../../../components/FormField';
import { serverMessage } from '../../../../lib/errors';
import { formatIstDateTime } from '../../../../lib/format';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';

type Values = z.input<typeof contactReplyInput>;
type Reply = z.output<typeof contactReplyInput>;

/**
 * Issue 24: reply to an inquiry by e-mail. The visitor's message and earlier replies above the
 * text; a confirmation naming the address and that the request closes; then the outbox sends it.
 */
export function ContactReplyDialog(props: { contact: ContactDto; onClose: () => void }) {
  const { contact } = props;
  const utils = trpc.useUtils();
  const [pending, setPending] = useState<Reply | null>(null);
  const [draft, setDraft] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const reply = trpc.content.contacts.reply.useMutation({
    onSuccess: async (sent) => {
      notify.success(contactReplyMessages.sent(sent.email));
      props.onClose();
      await Promise.all([
        utils.content.contacts.list.invalidate(),
        utils.content.contacts.replies.invalidate({ contactId: contact.contactId }),
      ]);
    },
    onError: (error) => {
      const message = serverMessage(error) ?? contactReplyMessages.failed;
      setPending(null);
      setRefused(message);
      notify.error(contactReplyMessages.failed, { description: message });
    },
  });

  if (pending) {
    return (
      <ConfirmDialog
        open
        title={`Send this reply to ${contact.email}?`}
        details={[
          `${contact.name} receives it by e-mail, with their message quoted.`,
          'The request will be marked Closed.',
        ]}
        confirm={reply.isPending ? 'Sending...' : 'Send reply'}
        cancel="Go back"
        busy={reply.isPending}
        onConfirm={() => reply.mutate(pending)}
        onCancel={() => setPending(null)}
      />
    );
  }
  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={`Reply to ${contact.name}`}
      description={contact.email}
    >
      <div className="space-y-4">
        <section aria-label="Their message" className="rounded-md bg-stone-50 p-3 text-sm">
          <p className="mb-1 text-xs font-medium text-stone-600">
            They wrote on {formatIstDateTime(contact.createdAt)}:
          </p>
          <p className="whitespace-pre-wrap break-words">{contact.message}</p>
        </section>
        <EarlierReplies contactId={contact.contactId} />
        <ReplyForm
          draft={draft}
          refused={refused}
          onCancel={props.onClose}
          onSubmit={(values, raw) => {
            setDraft(raw);
            setRefused(null);
            setPending(values);
          }}
          contactId={contact.contactId}
        />
      </div>
    </Dialog>
  );
}

function EarlierReplies({ contactId }: { contactId: number }) {
  const replies = trpc.content.contacts.replies.useQuery({ contactId });
  return (
    <QueryView
      query={replies}
      variant="inline"
      loading="Loading earlier replies..."
      error="Earlier replies could not be loaded."
      isEmpty={(data) => data.length === 0}
      empty={null}
    >
      {(data) => (
        <section aria-label="Earlier replies" className="space-y-2">
          {data.map((r) => (
            <div key={r.replyId} className="rounded-md border border-stone-200 p-3 text-sm">
              <p className="mb-1 text-xs font-medium text-stone-600">
                {r.adminName} replied on {formatIstDateTime(r.createdAt)}:
              </p>
              <p className="whitespace-pre-wrap break-words">{r.message}</p>
            </div>
          ))}
        </section>
      )}
    </QueryView>
  );
}

function ReplyForm(props: {
  contactId: number;
  draft: string;
  refused: string | null;
  onCancel: () => void;
  onSubmit: (values: Reply, raw: string) => void;
}) {
  const form = useForm<Values, unknown, Reply>({
    resolver: zodResolver(contactReplyInput),
    defaultValues: { contactId: props.contactId, message: props.draft },
  });
  const length = form.watch('message')?.length ?? 0;
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={form.handleSubmit((values) => props.onSubmit(values, form.getValues('message')))}
    >
      {props.refused ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {props.refused}
        </p>
      ) : null}
      <FormField
        label="Your reply"
        error={form.formState.errors.message?.message}
        hint={`${length} of ${CONTACT_REPLY_MAX} characters`}
      >
        <textarea
          rows={7}
          maxLength={CONTACT_REPLY_MAX}
          className={`${inputClass} resize-y`}
          {...form.register('message')}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit">Review reply</Button>
      </div>
    </form>
  );
}
