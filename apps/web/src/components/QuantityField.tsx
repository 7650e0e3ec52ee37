/**
 * "Quantity" with − and + buttons around a number box (44 px targets), bounded by `max`; the
 * product page and the customizer use it. `onChange` gets whole numbers within 1..max.
 */
export function QuantityField({
  id,
  value,
  max,
  disabled = false,
  describedBy,
  onChange,
}: {
  id: string;
  value: number;
  max: number;
  disabled?: boolean;
  /** The id of a hint about the limit ("Up to 3"). */
  describedBy?: string;
  onChange: (quantity: number) => void;
}) {
  const clamp = (q: number) => Math.max(1, Math.min(Math.max(max, 1), q));
  const button =
    'h-11 w-11 text-xl text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300';
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
        Quantity
      </label>
      <div className="mt-2 inline-flex items-center rounded-lg border border-stone-300 bg-white">
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={disabled || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
          className={`${button} rounded-l-lg`}
        >
          <span aria-hidden>−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(max, 1)}
          value={value}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(e) => {
            const n = Number.parseInt(e.target.value, 10);
            if (Number.isFinite(n)) onChange(clamp(n));
          }}
          className="h-11 w-14 border-x border-stone-300 text-center text-base tabular-nums [appearance:textfield] focus:outline-none focus:ring-2 focus:ring-inset focus:ring-amber-500 disabled:bg-stone-50 disabled:text-stone-400 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={disabled || value >= max}
          onClick={() => onChange(clamp(value + 1))}
          className={`${button} rounded-r-lg`}
        >
          <span aria-hidden>+</span>
        </button>
      </div>
    </div>
  );
}
