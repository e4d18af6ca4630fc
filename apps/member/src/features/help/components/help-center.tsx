import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Card, SectionTitle } from '@/components/ui/card';
import { TempleSilhouette } from '@/components/ui/ornaments';
import { SearchField } from '@/components/ui/search-field';
import { useAppConfig } from '@/lib/app-config';
import { FAQS, searchFaqs } from '../lib/faqs';
import { ContactCards } from './contact-cards';

export function HelpCenter() {
  const [query, setQuery] = useState('');
  const config = useAppConfig();
  const faqTitleId = useId();
  const contactTitleId = useId();
  const resultId = useId();
  const matches = searchFaqs(FAQS, query);
  const searching = query.trim() !== '';

  return (
    <div className="space-y-4">
      <Card className="px-5 py-4">
        <section aria-labelledby={contactTitleId}>
          <SectionTitle id={contactTitleId}>联系我们</SectionTitle>
          <ContactCards config={config.data} loading={config.isPending} />
        </section>
      </Card>

      <search>
        <SearchField
          label="搜索帮助"
          placeholder="搜索问题，例如：转账、实名认证、通知"
          value={query}
          onValueChange={setQuery}
          aria-describedby={resultId}
          className="[&_input]:h-12"
        />
      </search>

      <Card className="px-5 py-4">
        <section aria-labelledby={faqTitleId}>
          <div className="flex items-baseline justify-between gap-3">
            <SectionTitle id={faqTitleId}>常见问题</SectionTitle>
            <p id={resultId} role="status" className="text-xs text-ink-muted">
              {searching ? `找到 ${matches.length} 个相关问题` : `共 ${FAQS.length} 个问题`}
            </p>
          </div>
          {matches.length === 0 ? (
            <div className="flex flex-col items-center py-8 text-center">
              <TempleSilhouette className="w-20 text-brand-700/25 dark:text-brand-300/25" />
              <p className="mt-3 text-sm text-ink-muted">未找到相关帮助内容</p>
            </div>
          ) : (
            <ul className="mt-2 divide-y divide-line">
              {matches.map((faq) => (
                <li key={faq.question}>
                  <details className="group py-1" open={searching && matches.length <= 3}>
                    <summary className="flex cursor-pointer list-none items-center gap-3 rounded-lg py-3 font-medium text-ink [&::-webkit-details-marker]:hidden">
                      <span className="w-16 shrink-0 rounded-full bg-brand-50 py-0.5 text-center text-xs font-normal text-brand-800 dark:bg-brand-950/60 dark:text-brand-200">
                        {faq.topic}
                      </span>
                      <span className="flex-1">{faq.question}</span>
                      <ChevronDown
                        aria-hidden
                        className="size-4 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
                      />
                    </summary>
                    <p className="pb-3 text-sm leading-7 text-ink-muted">{faq.answer}</p>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </section>
      </Card>
    </div>
  );
}
