import { Search, X } from 'lucide-react';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';

type UsersSearchProps = { value: string; onChange: (value: string) => void };

export function UsersSearch({ value, onChange }: UsersSearchProps) {
  return (
    <div className="relative w-full sm:w-72">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
      />
      <input
        type="search"
        aria-label="搜索会员"
        placeholder="搜索用户名、昵称或邮箱"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(inputClass, 'h-10 pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden')}
      />
      {value && (
        <button
          type="button"
          aria-label="清除搜索"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-2 flex size-6 -translate-y-1/2 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-700"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
