import { useEffect, useState } from 'react';
import { TempleSilhouette } from '@/components/ui/ornaments';
import { cn } from '@/lib/cn';

/** The banner turns every 3 seconds. */
export const BANNER_INTERVAL_MS = 3000;

const SLIDES = [
  { src: '/media/banner-1.svg', caption: '泰山宫全景', note: '岱岳之阳，古观清幽' },
  { src: '/media/banner-2.svg', caption: '晨钟暮鼓', note: '钟鼓一声，万虑俱息' },
  { src: '/media/banner-3.svg', caption: '太极修炼', note: '一动一静，阴阳相济' },
  { src: '/media/banner-4.svg', caption: '道德经研习', note: '五千真言，日日精进' },
  { src: '/media/banner-5.svg', caption: '道观雅集', note: '以茶会友，以道相知' },
] as const;

export function BannerCarousel() {
  const [index, setIndex] = useState(0);

  // Keyed on the index, so choosing a slide by hand also restarts the wait.
  useEffect(() => {
    const timer = setTimeout(() => setIndex((current) => (current + 1) % SLIDES.length), BANNER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="泰山宫风采"
      className="relative aspect-[16/9] overflow-hidden rounded-3xl bg-linear-to-br from-brand-700 via-brand-800 to-stone-900 shadow-md shadow-brand-900/15 sm:aspect-[21/9] lg:aspect-[16/7]"
    >
      {SLIDES.map((slide, i) => (
        <figure
          key={slide.src}
          aria-roledescription="slide"
          aria-label={`${i + 1} / ${SLIDES.length}`}
          aria-hidden={i !== index}
          className={cn(
            'absolute inset-0 transition-opacity duration-700 ease-out',
            i === index ? 'opacity-100' : 'pointer-events-none opacity-0',
          )}
        >
          <TempleSilhouette className="absolute top-1/2 left-1/2 w-2/5 -translate-x-1/2 -translate-y-2/3 text-white/10" />
          <img
            src={slide.src}
            alt={slide.caption}
            className="relative size-full object-cover"
            draggable={false}
            // A picture that fails to load leaves the painted backdrop instead of a broken-image icon.
            onError={(event) => {
              event.currentTarget.style.visibility = 'hidden';
            }}
          />
          <figcaption className="absolute inset-x-0 bottom-0 bg-linear-to-t from-black/65 via-black/25 to-transparent px-5 pt-10 pb-8 text-white">
            <span className="block font-serif text-xl font-semibold tracking-[0.2em]">{slide.caption}</span>
            <span className="mt-1 block text-xs tracking-widest text-white/80">{slide.note}</span>
          </figcaption>
        </figure>
      ))}
      <div className="absolute right-0 bottom-3 left-0 flex justify-center gap-2">
        {SLIDES.map((slide, i) => (
          <button
            key={slide.src}
            type="button"
            aria-label={`第${i + 1}张：${slide.caption}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
            className={cn(
              'h-1.5 rounded-full transition-all',
              i === index ? 'w-6 bg-white' : 'w-1.5 bg-white/50 hover:bg-white/80',
            )}
          />
        ))}
      </div>
    </section>
  );
}
