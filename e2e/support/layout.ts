import type { Page } from 'playwright-core';

/** A box in viewport pixels (getBoundingClientRect at the current scroll position). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Layout {
  innerWidth: number;
  innerHeight: number;
  /** document.scrollingElement's scrollWidth and clientWidth: sideways scroll when the first is larger. */
  scrollWidth: number;
  clientWidth: number;
  /** Visible controls meant for phones only (by their text or class). */
  phoneOnly: string[];
  /** Page regions (header, side navigation, main; the chat's toggle, section list and panel) whose boxes intersect. */
  regionOverlaps: string[];
  /** Pairs of visible controls whose boxes intersect. */
  controlOverlaps: string[];
  /** Controls cut off by a box that does not scroll, or sticking out of the viewport or of the chat panel. */
  outside: string[];
  /** The chat's boxes (null where not shown); `field` is the current question's first control. */
  chat: { toggle: Box | null; sidebar: Box | null; panel: Box | null; input: Box | null; field: Box | null } | null;
}

/** Controls meant for phones only; none may show at desktop widths. */
export const PHONE_ONLY = '.chat__toggle, .mobile-menu';

/**
 * Measures the page at its top (scrolled to 0, 0): what a reader sees without scrolling. Boxes are clipped by the
 * boxes around them that scroll or hide their overflow (the chat's message list scrolls: an 'Edit Response' button
 * scrolled out of it is not on screen).
 */
export function measureLayout(page: Page): Promise<Layout> {
  return page.evaluate((phoneOnlySelector) => {
    window.scrollTo(0, 0);
    const TOLERANCE = 1;
    const boxOf = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    const meets = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > TOLERANCE && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > TOLERANCE;
    const inside = (a: Box, b: Box, vertically = true) =>
      a.left >= b.left - TOLERANCE && a.right <= b.right + TOLERANCE && (!vertically || (a.top >= b.top - TOLERANCE && a.bottom <= b.bottom + TOLERANCE));
    const round = (b: Box) => `[${Math.round(b.left)},${Math.round(b.top)} → ${Math.round(b.right)},${Math.round(b.bottom)}]`;
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') || el.textContent || (el as HTMLInputElement).placeholder || '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${cls}${text ? ` '${text}'` : ''}`;
    };
    /** The box of el left visible by its ancestors that clip (overflow other than visible); scrolls: whether one of them scrolls. */
    const clipped = (el: Element) => {
      let box = boxOf(el);
      let cut = false;
      let scrolls = false;
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const scroller = /auto|scroll/.test(style.overflowX + style.overflowY);
        const c = boxOf(node);
        const next = { left: Math.max(box.left, c.left), top: Math.max(box.top, c.top), right: Math.min(box.right, c.right), bottom: Math.min(box.bottom, c.bottom) };
        if (next.right - next.left < box.right - box.left - TOLERANCE || next.bottom - next.top < box.bottom - box.top - TOLERANCE) {
          if (scroller) scrolls = true;
          else cut = true;
        }
        box = next;
      }
      return { box, cut, scrolls, empty: box.right - box.left <= TOLERANCE || box.bottom - box.top <= TOLERANCE };
    };

    const root = document.scrollingElement ?? document.documentElement;
    const phoneOnly = Array.from(document.querySelectorAll(phoneOnlySelector)).filter(shown).map(describe);

    const regionOverlaps: string[] = [];
    const regionSets = [
      ['.app-header', '.side-nav', '.app__main'],
      ['.chat__toggle', '.chat__sidebar', '.chat__panel'],
    ];
    for (const selectors of regionSets) {
      const regions = selectors.map((s) => document.querySelector(s)).filter((el): el is Element => el !== null && shown(el));
      for (const [i, a] of regions.entries())
        for (const b of regions.slice(i + 1)) if (meets(boxOf(a), boxOf(b))) regionOverlaps.push(`${describe(a)} ${round(boxOf(a))} overlaps ${describe(b)} ${round(boxOf(b))}`);
    }

    const controls = Array.from(document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea'))
      .filter(shown)
      .map((el) => ({ el, ...clipped(el) }))
      // Off the left edge on purpose (the skip link until it has the focus): not on screen, no sideways scroll.
      .filter((c) => !c.empty && c.box.right > 0);
    const controlOverlaps: string[] = [];
    for (const [i, a] of controls.entries())
      for (const b of controls.slice(i + 1))
        if (!a.el.contains(b.el) && !b.el.contains(a.el) && meets(a.box, b.box)) controlOverlaps.push(`${describe(a.el)} ${round(a.box)} overlaps ${describe(b.el)} ${round(b.box)}`);

    const outside: string[] = [];
    const page = { left: 0, top: -Infinity, right: root.clientWidth, bottom: Infinity };
    const panel = document.querySelector('.chat__panel');
    for (const c of controls) {
      if (c.cut) outside.push(`${describe(c.el)} ${round(boxOf(c.el))} is cut off by a box around it`);
      else if (!inside(c.box, page)) outside.push(`${describe(c.el)} ${round(c.box)} sticks out of the viewport (width ${root.clientWidth})`);
      else if (panel && panel.contains(c.el) && !inside(c.box, boxOf(panel), !c.scrolls)) outside.push(`${describe(c.el)} ${round(c.box)} sticks out of the chat panel ${round(boxOf(panel))}`);
    }

    const chatBox = (selector: string) => {
      const el = document.querySelector(selector);
      return el && shown(el) ? boxOf(el) : null;
    };
    const field = Array.from(document.querySelectorAll('.chat-input :is(input:not([type=hidden]), textarea, select, button, .choice-card)')).find(shown);
    const chat = document.querySelector('.chat')
      ? { toggle: chatBox('.chat__toggle'), sidebar: chatBox('.chat__sidebar'), panel: chatBox('.chat__panel'), input: chatBox('.chat-input'), field: field ? boxOf(field) : null }
      : null;
    return { innerWidth, innerHeight, scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, phoneOnly, regionOverlaps, controlOverlaps, outside, chat };
  }, PHONE_ONLY);
}

/** Whether two boxes share more than a pixel's width and height. */
export const intersects = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

/** Whether box inner lies within box outer (1 px of tolerance). */
export const contains = (outer: Box, inner: Box) => inner.left >= outer.left - 1 && inner.top >= outer.top - 1 && inner.right <= outer.right + 1 && inner.bottom <= outer.bottom + 1;

/** Whether box a lies within the viewport (0, 0)–(width, height). */
export const inViewport = (a: Box, width: number, height: number) => a.left >= -1 && a.top >= -1 && a.right <= width + 1 && a.bottom <= height + 1;

/** A box as `x,y wide×high` for the log. */
export const brief = (b: Box | null) => (b ? `${Math.round(b.left)},${Math.round(b.top)} ${Math.round(b.right - b.left)}×${Math.round(b.bottom - b.top)}` : 'hidden');
