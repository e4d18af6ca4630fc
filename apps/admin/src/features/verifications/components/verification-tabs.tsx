import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import type { VerificationTab } from '../api/get-verifications';

const tabs: { value: VerificationTab; label: string }[] = [
  { value: 'pending', label: '待审核' },
  { value: 'processed', label: '已处理' },
];

export const tabId = (tab: VerificationTab) => `verification-tab-${tab}`;
export const tabPanelId = 'verification-tabpanel';

type VerificationTabsProps = {
  value: VerificationTab;
  onChange: (tab: VerificationTab) => void;
  /** Shown beside 待审核; hidden from the tab's accessible name, the counters above say it. */
  pendingCount: number | undefined;
};

export function VerificationTabs({ value, onChange, pendingCount }: VerificationTabsProps) {
  // Arrow keys move between tabs, as a tab list should.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = value === 'pending' ? 'processed' : 'pending';
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="认证申请"
      onKeyDown={onKeyDown}
      className="flex w-full rounded-xl bg-stone-100 p-1 ring-1 ring-stone-200/70 sm:inline-flex sm:w-auto"
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            id={tabId(tab.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={tabPanelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={cn(
              'inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-lg px-4 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
              selected
                ? 'bg-white text-brand-800 shadow-sm ring-1 ring-stone-200'
                : 'text-stone-600 hover:text-stone-800',
            )}
          >
            {tab.label}
            {tab.value === 'pending' && pendingCount !== undefined && pendingCount > 0 && (
              <span
                aria-hidden
                className="min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 font-semibold text-white tabular-nums"
              >
                {pendingCount > 99 ? '99+' : pendingCount}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
