import { ChevronDown, Headset, Mail, PhoneCall, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Card, SectionTitle } from '@/components/ui/card';
import { TempleSilhouette } from '@/components/ui/ornaments';
import { fieldClasses } from '@/components/ui/text-field';
import { FAQS } from '../lib/faqs';

const CONTACTS = [
  { icon: Headset, title: '在线客服', detail: '每日 09:00-18:00', note: '服务时间内由宫观值守道长答疑' },
  { icon: PhoneCall, title: '客服热线', detail: '宫观知客处', note: '工作日 09:00-18:00 接听' },
  { icon: Mail, title: '邮件反馈', detail: '意见与问题反馈', note: '我们会在三个工作日内回复' },
] as const;

export function HelpCenter() {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const needle = query.trim().toLowerCase();
  const matches = needle
    ? FAQS.filter(
        (faq) => faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle),
      )
    : FAQS;

  return (
    <div className="space-y-4">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          搜索帮助
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-faint"
        />
        <input
          id={searchId}
          type="search"
          placeholder="搜索问题，例如：头像、隐私、深色模式"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className={`${fieldClasses(false, true)} h-12 rounded-2xl`}
        />
      </div>

      <Card className="px-5 py-4">
        <SectionTitle>常见问题</SectionTitle>
        {matches.length === 0 ? (
          <div className="flex flex-col items-center py-8 text-center">
            <TempleSilhouette className="w-20 text-brand-700/25 dark:text-brand-300/25" />
            <p className="mt-3 text-sm text-ink-muted">未找到相关帮助内容</p>
          </div>
        ) : (
          <ul className="mt-2 divide-y divide-line">
            {matches.map((faq) => (
              <li key={faq.question}>
                <details className="group py-1">
                  <summary className="flex cursor-pointer list-none items-center gap-3 rounded-lg py-3 font-medium text-ink [&::-webkit-details-marker]:hidden">
                    <span className="flex-1">{faq.question}</span>
                    <ChevronDown
                      aria-hidden
                      className="size-4 shrink-0 text-ink-faint transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="pb-3 text-sm leading-7 text-ink-muted">{faq.answer}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card className="px-5 py-4">
        <SectionTitle>联系我们</SectionTitle>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {CONTACTS.map(({ icon: Icon, title, detail, note }) => (
            <li key={title} className="flex items-start gap-3 rounded-xl bg-surface-muted p-3.5 sm:flex-col">
              <span
                aria-hidden
                className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-300"
              >
                <Icon className="size-4" />
              </span>
              <div>
                <p className="font-medium text-ink">{title}</p>
                <p className="text-sm text-brand-800 dark:text-brand-300">{detail}</p>
                <p className="mt-0.5 text-xs text-ink-faint">{note}</p>
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
