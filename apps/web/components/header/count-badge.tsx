/** The small count on a header icon; nothing when there is nothing to count. */
export function CountBadge({ count }: { count: number | null | undefined }) {
  if (!count) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="count-badge"
      className="absolute end-0.5 top-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-gold px-1 text-xxxs font-bold leading-none text-ink"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
