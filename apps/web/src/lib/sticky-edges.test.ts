import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getUncoveredArea,
  revealBetweenStickyEdges,
  stickyBottomEdge,
  stickyTopEdge,
} from './sticky-edges';

/** An element placed at [top, bottom) of an 800-pixel-high window. */
function placed(top: number, bottom: number, attributes: Record<string, string> = {}) {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.getBoundingClientRect = () => new DOMRect(0, top, 100, bottom - top);
  document.body.append(element);
  return element;
}

describe('revealBetweenStickyEdges', () => {
  const scrollBy = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('innerHeight', 800);
    window.scrollBy = scrollBy as unknown as typeof window.scrollBy;
    placed(0, 64, stickyTopEdge); // the top bar
  });

  afterEach(() => {
    document.body.replaceChildren();
    scrollBy.mockReset();
    vi.unstubAllGlobals();
  });

  it('leaves a cell that is clear of both bars where it is', () => {
    placed(680, 792, stickyBottomEdge);
    revealBetweenStickyEdges(placed(300, 336));
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('scrolls a cell out from under the sticky save bar, 8 px above it', () => {
    placed(680, 792, stickyBottomEdge);
    expect(getUncoveredArea()).toEqual({ top: 64, bottom: 680 });
    revealBetweenStickyEdges(placed(700, 736));
    expect(scrollBy).toHaveBeenCalledWith({ top: 64, behavior: 'instant' }); // 736 − (680 − 8)
  });

  it('scrolls a cell half under the bar too', () => {
    placed(680, 792, stickyBottomEdge);
    revealBetweenStickyEdges(placed(660, 696));
    expect(scrollBy).toHaveBeenCalledWith({ top: 24, behavior: 'instant' });
  });

  it('scrolls a cell out from under the top bar (Shift+Enter going back up)', () => {
    revealBetweenStickyEdges(placed(40, 76));
    expect(scrollBy).toHaveBeenCalledWith({ top: -32, behavior: 'instant' }); // 40 − (64 + 8)
  });

  it('ignores a bottom bar still in its place below the window', () => {
    placed(900, 1000, stickyBottomEdge);
    expect(getUncoveredArea()).toEqual({ top: 64, bottom: 800 });
    revealBetweenStickyEdges(placed(700, 736));
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('brings a cell below the window up above the bar', () => {
    placed(680, 792, stickyBottomEdge);
    revealBetweenStickyEdges(placed(1000, 1036));
    expect(scrollBy).toHaveBeenCalledWith({ top: 364, behavior: 'instant' });
  });
});
