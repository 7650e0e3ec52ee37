import { statusLabel } from '@frameshop/contracts/orders/statuses';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useId, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { SearchInput } from '../../components/SearchInput';
import type { RouterOutputs } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';

type Results = RouterOutputs['adminSearch']['search'];

/** A short pause: the admin is looking something up, the answer should keep up. */
const PAUSE_MS = 250;
const MIN_LETTERS = 2;

/** One row of the results: what it shows, and the screen it opens. */
interface Hit {
  key: string;
  title: string;
  detail: string;
  open: () => void;
}

/**
 * The admin top bar's search (issue 24): orders (number, name, e-mail, phone), frames, people
 * and inquiries as the admin types, grouped, as a combobox: ArrowDown/ArrowUp move through
 * every result, Enter opens the active one (or the first), Escape closes the list. Each result
 * opens its screen: the order in the orders list, the frame's page, Users, Contact Requests.
 */
export function AdminSearch() {
  const id = useId();
  const listId = `${id}-results`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed] = useDebounce(text.trim(), PAUSE_MS);
  const navigate = useNavigate();
  const enabled = typed.length >= MIN_LETTERS;
  const query = trpc.adminSearch.search.useQuery(
    { q: typed },
    { enabled, placeholderData: keepPreviousData, staleTime: 10_000, retry: false },
  );
  const shown = open && enabled;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const groups = query.data
    ? groupsOf(query.data, (go) => () => {
        close();
        go(navigate);
      })
    : [];
  const hits = groups.flatMap((g) => g.hits);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const last = hits.length - 1;
      if (last < 0) return;
      setActive((a) =>
        e.key === 'ArrowDown' ? (a >= last ? -1 : a + 1) : a === -1 ? last : a - 1,
      );
    } else if (e.key === 'Enter') {
      const hit = hits[active >= 0 ? active : 0];
      if (shown && hit) {
        e.preventDefault();
        hit.open();
      }
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      close();
    }
  };

  let index = -1;
  return (
    // Below 640 px the results hang from the whole top bar (sticky, so positioned), not from
    // the narrow box: they then fit the phone's width.
    <div className="min-w-0 flex-1 sm:relative sm:max-w-md">
      <SearchInput
        value={text}
        onValueChange={(v) => {
          setText(v);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={close}
        role="combobox"
        aria-label="Search admin: orders, frames, people and inquiries"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        maxLength={100}
        placeholder="Search orders, phone, frames…"
        className="w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
      />
      <p className="sr-only" aria-live="polite">
        {shown && query.data ? `${hits.length} result${hits.length === 1 ? '' : 's'}` : ''}
      </p>
      <div
        className={`${shown ? '' : 'hidden'} absolute inset-x-2 top-full z-30 mt-1 overflow-hidden sm:inset-x-auto sm:left-0 rounded-lg border border-stone-200 bg-white text-sm shadow-lg sm:w-[28rem]`}
      >
        {query.isError ? (
          <p className="px-3 py-3 text-red-700">Search failed. Please try again.</p>
        ) : !query.data ? (
          <p className="px-3 py-3 text-stone-600">Searching…</p>
        ) : hits.length === 0 ? (
          <p className="px-3 py-3 text-stone-600">Nothing matches “{typed}”.</p>
        ) : null}
        <div
          id={listId}
          role="listbox"
          aria-label="Search results"
          className="max-h-[70vh] overflow-y-auto"
        >
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's option group (ARIA), not a form's fieldset
            <div key={group.label} role="group" aria-labelledby={`${listId}-${group.label}`}>
              <p
                id={`${listId}-${group.label}`}
                className="bg-stone-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-stone-600"
              >
                {group.label}
              </p>
              {group.hits.map((hit) => {
                index++;
                const i = index;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys choose (combobox pattern)
                  <div
                    key={hit.key}
                    id={`${listId}-${i}`}
                    role="option"
                    tabIndex={-1}
                    aria-selected={i === active}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseEnter={() => setActive(i)}
                    onClick={hit.open}
                    className={`cursor-pointer px-3 py-2 ${i === active ? 'bg-amber-50' : ''}`}
                  >
                    <span className="block truncate font-medium text-stone-900">{hit.title}</span>
                    <span className="block truncate text-xs text-stone-600">{hit.detail}</span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

type Navigate = ReturnType<typeof useNavigate>;

/** The results as labelled groups, each hit opening its screen. */
function groupsOf(
  r: Results,
  opener: (go: (navigate: Navigate) => void) => () => void,
): { label: string; hits: Hit[] }[] {
  const groups = [
    {
      label: 'Orders',
      hits: r.orders.map((o) => ({
        key: `o${o.orderId}`,
        title: `Order #${o.orderId} · ${o.name}`,
        detail: `${o.phone} · ${o.email} · ${statusLabel(o.status)} · ${formatRupees(o.grandTotal)}`,
        open: opener((navigate) =>
          navigate({
            to: '/admin/orders',
            search: { q: String(o.orderId), ...(o.customOnly ? { tab: 'custom' as const } : {}) },
          }),
        ),
      })),
    },
    {
      label: 'Frames',
      hits: r.frames.map((f) => ({
        key: `f${f.frameId}`,
        title: f.name,
        detail: f.material,
        open: opener((navigate) =>
          navigate({ to: '/admin/frame/$frameId', params: { frameId: String(f.frameId) } }),
        ),
      })),
    },
    {
      label: 'People',
      hits: r.users.map((u) => ({
        key: `u${u.userId}`,
        title: u.name,
        detail: `${u.email} · ${u.role}`,
        open: opener((navigate) => navigate({ to: '/admin/users' })),
      })),
    },
    {
      label: 'Inquiries',
      hits: r.inquiries.map((c) => ({
        key: `c${c.contactId}`,
        title: c.name,
        detail: [c.email, c.phone, c.status].filter(Boolean).join(' · '),
        open: opener((navigate) => navigate({ to: '/admin/contact' })),
      })),
    },
  ];
  return groups.filter((g) => g.hits.length > 0);
}
