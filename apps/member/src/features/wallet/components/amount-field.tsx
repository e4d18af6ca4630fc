import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { sanitizeAmountInput } from '../lib/amount';

/** 金额 in yuan, two decimals at most, with optional quick picks under it. */
export function AmountField({
  value,
  onChange,
  quickAmounts = [],
  hint,
  error,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  quickAmounts?: readonly number[];
  hint?: string;
  error?: string | null;
  autoFocus?: boolean;
}) {
  return (
    <div className="space-y-2">
      <TextField
        label="金额"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        icon={<span className="font-serif text-base font-semibold">¥</span>}
        value={value}
        hint={hint}
        error={error}
        autoFocus={autoFocus}
        onChange={(e) => onChange(sanitizeAmountInput(e.target.value))}
      />
      {quickAmounts.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {quickAmounts.map((amount) => {
            const selected = value === String(amount);
            return (
              <button
                key={amount}
                type="button"
                aria-pressed={selected}
                onClick={() => onChange(String(amount))}
                className={cn(
                  'rounded-full border px-3.5 py-1 text-sm tabular-nums transition-colors',
                  selected
                    ? 'border-brand-500 bg-brand-50 text-brand-800 dark:bg-brand-950/50 dark:text-brand-200'
                    : 'border-line text-ink-muted hover:bg-surface-muted',
                )}
              >
                ¥{amount}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
