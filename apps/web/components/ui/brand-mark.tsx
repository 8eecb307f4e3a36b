/** The brand mark (three forward-leaning gusts), the same drawing as public/icon.svg and the page icon (lib/brand-icon.ts). Decorative. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <g className="fill-gold">
        <path d="M25 14h29l-7 10H18z" />
        <path d="M19 28h25l-7 10H12z" />
        <path d="M13 42h17l-7 10H6z" />
      </g>
    </svg>
  );
}
