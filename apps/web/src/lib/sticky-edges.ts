/**
 * Bars that stay on screen over a scrolling page (the fixed top bar, a sheet's sticky save bar)
 * carry one of these attributes, so a focused field can be kept clear of them (issue 17: Enter
 * on a routine sheet moved the focus under its 'Valor total / Gravar Resultados' bar).
 */
export const STICKY_EDGE_ATTRIBUTE = 'data-sticky-edge';
export const stickyTopEdge = { [STICKY_EDGE_ATTRIBUTE]: 'top' } as const;
export const stickyBottomEdge = { [STICKY_EDGE_ATTRIBUTE]: 'bottom' } as const;

/** Space kept between the field and a bar (or the window's edge), in CSS pixels. */
const GAP = 8;

/**
 * The part of the window not covered by a marked bar: below the lowest top bar and above the
 * highest bottom bar that are on screen. A bottom bar that is not stuck (still in its place
 * below the page's content) covers nothing of what comes before it.
 */
export function getUncoveredArea(): { top: number; bottom: number } {
  let top = 0;
  let bottom = window.innerHeight;
  for (const bar of document.querySelectorAll<HTMLElement>(`[${STICKY_EDGE_ATTRIBUTE}]`)) {
    const rect = bar.getBoundingClientRect();
    if (rect.height === 0 || rect.bottom <= 0 || rect.top >= window.innerHeight) continue;
    if (bar.getAttribute(STICKY_EDGE_ATTRIBUTE) === 'top') top = Math.max(top, rect.bottom);
    else bottom = Math.min(bottom, rect.top);
  }
  return { top, bottom };
}

/**
 * Scrolls the page, at once, just enough for the element to be fully visible between the
 * bars; does nothing when it already is.
 */
export function revealBetweenStickyEdges(element: HTMLElement): void {
  const rect = element.getBoundingClientRect();
  const area = getUncoveredArea();
  let delta = 0;
  if (rect.bottom > area.bottom - GAP) delta = rect.bottom - (area.bottom - GAP);
  // The top wins when the element does not fit: its start is what the person reads.
  if (rect.top - delta < area.top + GAP) delta = rect.top - (area.top + GAP);
  if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
}
