/*
 * Short notes above the listing's results: what the shop did with what it was given, so a
 * shopper is never left wondering why the frames differ from the link or the words typed.
 */

const NOTE =
  'mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-stone-800';

/** Parts of the link that could not be read were left out; a button tidies the address. */
export function LinkNote({ dropped, onTidy }: { dropped: string[]; onTidy: () => void }) {
  return (
    <div role="status" className={NOTE} data-testid="link-note">
      <p>
        Some parts of this link could not be read and were left out:{' '}
        <span className="font-medium">{dropped.join(', ')}</span>. Showing all the other frames it
        asks for.
      </p>
      <button
        type="button"
        onClick={onTidy}
        className="font-medium text-amber-800 underline underline-offset-2 hover:text-amber-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        Tidy the link
      </button>
    </div>
  );
}

/** Nothing matched the words as typed; the server searched the nearest catalogue words. */
export function SearchedForNote({ typed, searchedFor }: { typed: string; searchedFor: string }) {
  return (
    <p className={`${NOTE} mb-3 mt-0`}>
      No frames match “{typed}”. Showing frames for “
      <span className="font-medium">{searchedFor}</span>” instead.
    </p>
  );
}
