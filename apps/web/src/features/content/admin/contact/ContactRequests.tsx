import { contactBadge, displayContact } from '@frameshop/contracts/content/display';
import type { ContactDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { CONTACT_STATUSES, type ContactStatus } from '@frameshop/contracts/content/schemas';
import { useState } from 'react';
import { ActionsTable } from '../../../../components/ActionsTable';
import { ListHeader } from '../../../../components/admin/ListHeader';
import { QueryView } from '../../../../components/admin/QueryView';
import { Pager } from '../../../../components/Pager';
import { SearchInput } from '../../../../components/SearchInput';
import { serverMessage } from '../../../../lib/errors';
import { formatDate } from '../../../../lib/format';
import { toastOutcome } from '../../../../lib/mutation-toasts';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import { textMatches, useClientPage } from '../../../../lib/use-client-page';
import { ContactReplyDialog } from './ContactReplyDialog';

/** Spec section 9: 10 per page, paged in the browser. */
export const CONTACTS_PER_PAGE = 10;
/** Spec: the message preview is 50 characters; Show more appears above 100. */
const PREVIEW = 50;
const EXPANDABLE = 100;

const BADGE = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  grey: 'bg-stone-200 text-stone-700',
} as const;

const STATUS_LABEL: Record<ContactStatus, string> = {
  new: 'New',
  pending: 'Pending',
  closed: 'Closed',
};

const contactMatches = (c: ContactDto, query: string) =>
  textMatches(query, c.name, c.email, c.message);

/** Spec section 3: Contact Requests. */
export function ContactRequests() {
  const utils = trpc.useUtils();
  const contacts = trpc.content.contacts.list.useQuery();
  const remove = trpc.content.contacts.delete.useMutation(
    toastOutcome(m.contactDeleted, m.contactDeleteFailed, () =>
      utils.content.contacts.list.invalidate(),
    ),
  );
  const setStatus = trpc.content.contacts.setStatus.useMutation({
    onSuccess: async (updated) => {
      notify.success(m.contactStatusUpdated);
      utils.content.contacts.list.setData(undefined, (list) =>
        list?.map((c) => (c.contactId === updated.contactId ? updated : c)),
      );
      await utils.content.contacts.list.invalidate();
    },
    onError: (error) =>
      notify.error('Status update failed!', { description: serverMessage(error) ?? undefined }),
  });

  const [replyingTo, setReplyingTo] = useState<ContactDto | null>(null);

  const list = useClientPage(contacts.data, {
    matches: contactMatches,
    perPage: CONTACTS_PER_PAGE,
  });
  const { matches, visible, first } = list;

  return (
    <div className="space-y-4">
      <ListHeader title="Contact Requests">
        <SearchInput
          value={list.search}
          onValueChange={list.setSearch}
          placeholder="Search by name, email or message"
          aria-label="Search contact requests"
          width="sm:w-80"
        />
      </ListHeader>
      <QueryView
        query={contacts}
        loading="Loading contact requests..."
        error="Could not load contact requests."
        isEmpty={() => matches.length === 0}
        empty={list.searching ? 'No contact requests match your search' : 'No contact requests yet'}
      >
        {() => (
          <>
            <ActionsTable
              headers={['Name', 'Email', 'Message', 'Date', 'Status']}
              rows={visible.map((contact) => {
                const shown = displayContact(contact);
                return {
                  key: contact.contactId,
                  label: `request from ${shown.name}`,
                  cells: [
                    <div key="name" className="min-w-[8rem]">
                      <p className="font-medium">{shown.name}</p>
                      <p className="text-xs text-stone-500">
                        {shown.phone} · {shown.inquiryType}
                      </p>
                    </div>,
                    <span key="email" className="break-words">
                      {shown.email}
                    </span>,
                    <MessagePreview key="message" text={shown.message} />,
                    <span key="date" className="whitespace-nowrap">
                      {formatDate(contact.createdAt)}
                    </span>,
                    <StatusControl
                      key="status"
                      contact={contact}
                      label={shown.name}
                      busy={
                        setStatus.isPending && setStatus.variables?.contactId === contact.contactId
                      }
                      onChange={(status) =>
                        setStatus.mutate({ contactId: contact.contactId, status })
                      }
                    />,
                  ],
                  onDelete: () => {
                    if (window.confirm('Are you sure you want to delete this request?')) {
                      remove.mutate({ contactId: contact.contactId });
                    }
                  },
                  deleteDisabled: remove.isPending,
                  extraActions: [{ text: 'Reply', onClick: () => setReplyingTo(contact) }],
                };
              })}
              footer={`Showing ${first + 1} to ${first + visible.length} of ${matches.length} results`}
            />
            <Pager page={list.page} totalPages={list.totalPages} onChange={list.setPage} />
          </>
        )}
      </QueryView>
      {replyingTo ? (
        <ContactReplyDialog contact={replyingTo} onClose={() => setReplyingTo(null)} />
      ) : null}
    </div>
  );
}

/** The first 50 characters; a Show more / Show less toggle when the message is over 100. */
function MessagePreview({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > PREVIEW;
  const expandable = text.length > EXPANDABLE;
  const shown = open || !long ? text : `${text.slice(0, PREVIEW).trimEnd()}…`;
  return (
    <div className="max-w-xs">
      <p className="whitespace-pre-wrap break-words" title={long && !open ? text : undefined}>
        {shown}
      </p>
      {expandable ? (
        <button
          type="button"
          aria-expanded={open}
          className="mt-1 text-xs font-medium text-amber-800 underline"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </div>
  );
}

function StatusControl(props: {
  contact: ContactDto;
  label: string;
  busy: boolean;
  onChange: (status: ContactStatus) => void;
}) {
  const { status } = props.contact;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span
        data-badge={contactBadge(status)}
        className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[contactBadge(status)]}`}
      >
        {STATUS_LABEL[status] ?? status}
      </span>
      <select
        aria-label={`Status of request from ${props.label}`}
        value={status}
        disabled={props.busy}
        onChange={(e) => {
          const next = CONTACT_STATUSES.find((s) => s === e.target.value);
          if (next && next !== status) props.onChange(next);
        }}
        className="rounded-md border border-stone-300 bg-white px-2 py-1 text-xs"
      >
        {CONTACT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABEL[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
