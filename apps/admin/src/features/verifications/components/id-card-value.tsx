import type { AdminVerificationRow } from '@taishan/contracts';
import { Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { useRevealIdCard } from '../api/reveal-id-card';
import { applicantName } from '../hooks/use-verification-actions';

/** Masked (first 4, last 4) until the admin asks; hiding forgets the full number again. */
export function IdCardValue({ row }: { row: AdminVerificationRow }) {
  const reveal = useRevealIdCard();
  const full = reveal.data?.id === row.id ? reveal.data.idCard : null;
  const name = applicantName(row);

  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="font-mono text-[13px] tracking-wide whitespace-nowrap text-stone-700">
        {full ?? row.idCard}
      </span>
      <button
        type="button"
        onClick={() => (full ? reveal.reset() : reveal.mutate(row.id))}
        disabled={reveal.isPending}
        aria-label={`${full ? '隐藏' : '显示'}身份证号 ${name}`}
        className="inline-flex h-6 shrink-0 items-center gap-1 rounded-md px-1.5 text-xs font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:text-stone-500"
      >
        {reveal.isPending ? (
          <LoaderCircle aria-hidden className="size-3.5 animate-spin" />
        ) : full ? (
          <EyeOff aria-hidden className="size-3.5" />
        ) : (
          <Eye aria-hidden className="size-3.5" />
        )}
        <span aria-hidden>{full ? '隐藏' : '显示'}</span>
      </button>
    </span>
  );
}
