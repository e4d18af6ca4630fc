/** Layered peaks with a small hall on the summit: decoration for the login panel. */
export function TempleIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 600 320" preserveAspectRatio="xMidYMax slice" aria-hidden className={className}>
      <circle cx="455" cy="92" r="38" fill="#fde68a" fillOpacity="0.22" />
      <circle cx="455" cy="92" r="22" fill="#fef3c7" fillOpacity="0.35" />
      <path d="M0 250 110 150l70 60 90-120 95 110 70-50 165 120v50H0z" fill="#78350f" fillOpacity="0.35" />
      <path d="M0 280 140 200l80 45 110-95 120 100 60-35 90 65v40H0z" fill="#451a03" fillOpacity="0.35" />
      <g fill="#fef3c7" fillOpacity="0.55" transform="translate(292 112)">
        <path d="M-34 10h68l-10-10H-24z" />
        <rect x="-22" y="10" width="44" height="16" />
        <path d="M-40 26h80l-8 6h-64z" />
      </g>
      <path d="M0 320 160 255l90 30 120-70 110 60 120-40v85z" fill="#451a03" fillOpacity="0.5" />
    </svg>
  );
}
