import { CloudMotif } from '@/components/ui/ornaments';

/** The looping ambient film behind the landing screen, darkened so the text stays readable. */
export function LandingBackground() {
  return (
    <div aria-hidden className="absolute inset-0 overflow-hidden">
      <video
        className="absolute inset-0 size-full object-cover"
        src="/media/landing.mp4"
        poster="/media/landing-poster.jpg"
        autoPlay
        loop
        muted
        playsInline
        preload="auto"
      />
      <div className="absolute inset-0 bg-linear-to-b from-stone-950/55 via-amber-950/35 to-stone-950/85" />
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgb(251_191_36/0.18),transparent_60%)]" />
      <CloudMotif className="absolute -left-10 top-[18%] w-56 animate-float text-amber-100/25 sm:w-72" />
      <CloudMotif className="absolute -right-12 top-[46%] w-64 -scale-x-100 animate-float text-amber-100/20 [animation-delay:-3s] sm:w-80" />
    </div>
  );
}
