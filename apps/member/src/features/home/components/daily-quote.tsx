import { Quote } from 'lucide-react';
import { Card, SectionTitle } from '@/components/ui/card';
import { CloudMotif } from '@/components/ui/ornaments';
import { chapterName, quoteOfTheDay } from '../lib/daodejing-quotes';

export function DailyQuote() {
  const quote = quoteOfTheDay();
  return (
    <Card className="relative overflow-hidden p-5">
      <CloudMotif className="absolute -right-8 -bottom-2 w-40 text-brand-100 dark:text-brand-950" />
      <SectionTitle>每日一句</SectionTitle>
      <figure className="relative mt-4">
        <Quote aria-hidden className="absolute -top-1 -left-1 size-7 text-brand-200 dark:text-brand-900" />
        <blockquote className="pl-7 font-serif text-lg leading-9 tracking-wide text-ink">
          {quote.text}
        </blockquote>
        <figcaption className="mt-3 text-right text-sm text-ink-muted">
          ——《道德经》{chapterName(quote.chapter)}
        </figcaption>
      </figure>
    </Card>
  );
}
