/** An admin section whose screens arrive with their own issue; the sidebar already leads here. */
export function AdminComingSoon({ title }: { title: string }) {
  return (
    <div>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-3 rounded-lg border border-dashed border-stone-300 bg-white p-6 text-stone-600">
        This section is not available yet.
      </p>
    </div>
  );
}
