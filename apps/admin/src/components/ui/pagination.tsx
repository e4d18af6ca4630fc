import type { Pagination } from '@taishan/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

type PaginationBarProps = {
  pagination: Pagination;
  onPageChange: (page: number) => void;
  busy: boolean;
  /** What is counted: 共 45 人, 共 120 条. */
  unit: string;
};

export function PaginationBar({ pagination, onPageChange, busy, unit }: PaginationBarProps) {
  const { page, totalItems } = pagination;
  const totalPages = Math.max(pagination.totalPages, 1);
  return (
    <nav
      aria-label="分页"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-4 py-3 sm:px-6"
    >
      <p className="text-sm text-stone-600">
        共 {totalItems} {unit}
      </p>
      <div className="flex items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={page <= 1 || busy}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden className="size-4" />
          上一页
        </Button>
        <span className="min-w-20 text-center text-sm text-stone-600 tabular-nums" aria-live="polite">
          第 {page} / {totalPages} 页
        </span>
        <Button
          size="sm"
          variant="secondary"
          disabled={page >= totalPages || busy}
          onClick={() => onPageChange(page + 1)}
        >
          下一页
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
