import type { AuditEntity } from '@frameshop/contracts/audit/audit';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { Pager } from '../Pager';
import { type AuditEntry, AuditEntryList } from './AuditEntries';
import { QueryView } from './QueryView';

/**
 * Keyset pages (the audit log's `nextCursor`) on the shared Pager: Previous and Next around the
 * current page's number. The cursors of the pages seen are kept, so Previous needs no offset.
 */
export function useKeysetPages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const page = cursors.length;
  return {
    cursor: cursors[cursors.length - 1],
    page,
    reset: () => setCursors([undefined]),
    pager: (nextCursor: string | null) => (
      <Pager
        page={page}
        totalPages={nextCursor ? page + 1 : page}
        items={(current) => [current]}
        onChange={(to) =>
          setCursors((list) =>
            to < list.length ? list.slice(0, to) : nextCursor ? [...list, nextCursor] : list,
          )
        }
      />
    ),
  };
}

/** The History tab of an order, a frame or a discount code: that entity's entries. */
export function EntityHistory(props: { entity: AuditEntity; entityId: number; name: string }) {
  const pages = useKeysetPages();
  const history = trpc.audit.list.useQuery(
    { entity: props.entity, entityId: String(props.entityId), cursor: pages.cursor },
    { placeholderData: keepPreviousData },
  );
  return (
    <QueryView
      query={history}
      loading="Loading history..."
      error="The history could not be loaded."
      isEmpty={(data) => data.data.length === 0}
      empty={`No changes recorded for ${props.name} yet.`}
    >
      {(data) => (
        <div className="space-y-3">
          <div className={history.isPlaceholderData ? 'opacity-60' : undefined}>
            <AuditEntryList
              entries={data.data satisfies AuditEntry[]}
              caption={`History of ${props.name}`}
              showEntity={false}
            />
          </div>
          {pages.pager(data.nextCursor)}
        </div>
      )}
    </QueryView>
  );
}
