/** Reserves the page's space while it loads, so nothing shifts when it arrives. */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-busy="true" aria-label="loading">
      <div className="page-skeleton__title" />
      <div className="page-skeleton__line" />
      <div className="page-skeleton__line" />
      <div className="page-skeleton__line page-skeleton__line--short" />
    </div>
  );
}
