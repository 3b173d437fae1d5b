/**
 * The brands slider's place while its code and the providers are on their way: as tall as the slider (casino.css),
 * so the page under it does not move down when they arrive.
 */
export function BrandsSliderSpace() {
  return <div className="casino-brands" aria-hidden="true" />;
}
