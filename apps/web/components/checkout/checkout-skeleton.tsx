/** Grey placeholders shaped like the checkout while the cart loads (announced once to screen readers). */
export function CheckoutSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid animate-pulse gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_27rem] xl:gap-16">
      <div className="space-y-5">
        <div className="h-6 w-40 bg-grey-200" />
        <div className="grid gap-5 sm:grid-cols-2">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="h-[4.5rem] bg-grey-100" />
          ))}
        </div>
      </div>
      <div className="h-80 bg-grey-100" />
    </div>
  );
}
