import type { PDFPageProxy } from 'pdfjs-dist';
import { i18n } from '../../i18n/i18n.ts';
import { pdfjs, type PdfDocument } from './pdfjs.ts';
import './annotation-layer.css';

/** Minimal link service for the annotation layer (form fields only; links open in a new tab). */
function linkService(pagesCount: number) {
  return {
    pagesCount,
    page: 1,
    rotation: 0,
    isInPresentationMode: false,
    externalLinkEnabled: true,
    eventBus: undefined,
    goToDestination: () => undefined,
    goToPage: () => undefined,
    goToXY: () => undefined,
    addLinkAttributes(link: HTMLAnchorElement, url: string) {
      link.href = url;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    },
    getDestinationHash: () => '#',
    getAnchorUrl: () => '#',
    setHash: () => undefined,
    executeNamedAction: () => undefined,
    executeSetOCGState: () => undefined,
  };
}

export interface RenderPageOptions {
  doc: PdfDocument;
  pageNumber: number;
  container: HTMLElement;
  /** CSS width to fit; the page scales to it. */
  width: number;
  /** Editable form fields over the canvas (AnnotationMode.ENABLE_FORMS + AnnotationLayer). */
  forms: boolean;
  fieldObjects?: Awaited<ReturnType<PdfDocument['getFieldObjects']>>;
}

/** Renders one page into `container`: a canvas, and with `forms` the pdf.js annotation layer of form fields. */
export async function renderPage(o: RenderPageOptions): Promise<PDFPageProxy> {
  const page = await o.doc.getPage(o.pageNumber);
  const base = page.getViewport({ scale: 1 });
  const scale = o.width / base.width;
  const viewport = page.getViewport({ scale });
  const ratio = window.devicePixelRatio || 1;
  const box = document.createElement('div');
  box.className = 'pdf-page';
  box.style.width = `${viewport.width}px`;
  box.style.height = `${viewport.height}px`;
  for (const v of ['--scale-factor', '--total-scale-factor']) box.style.setProperty(v, String(scale));
  box.style.setProperty('--user-unit', '1');
  box.style.setProperty('--scale-round-x', '1px');
  box.style.setProperty('--scale-round-y', '1px');
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${viewport.width}px`;
  canvas.style.height = `${viewport.height}px`;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', `Page ${o.pageNumber} of ${o.doc.numPages}`);
  box.append(canvas);
  o.container.append(box);
  await page.render({
    canvas,
    viewport,
    transform: ratio !== 1 ? [ratio, 0, 0, ratio, 0, 0] : undefined,
    annotationMode: o.forms ? pdfjs.AnnotationMode.ENABLE_FORMS : pdfjs.AnnotationMode.ENABLE,
  }).promise;
  if (o.forms) {
    const div = document.createElement('div');
    div.className = 'annotationLayer';
    box.append(div);
    const annotations = await page.getAnnotations({ intent: 'display' });
    const layerViewport = viewport.clone({ dontFlip: true });
    const links = linkService(o.doc.numPages) as never;
    const layer = new pdfjs.AnnotationLayer({
      div,
      page,
      viewport: layerViewport,
      annotationStorage: o.doc.annotationStorage,
      accessibilityManager: null,
      annotationCanvasMap: null,
      annotationEditorUIManager: null,
      structTreeLayer: null,
      commentManager: null,
      linkService: links,
    } as never);
    await layer.render({
      div,
      page,
      viewport: layerViewport,
      annotations,
      linkService: links,
      annotationStorage: o.doc.annotationStorage,
      renderForms: true,
      enableScripting: false,
      hasJSActions: false,
      fieldObjects: o.fieldObjects ?? null,
      imageResourcesPath: '',
    });
    labelFields(div);
  }
  return page;
}

/** Form fields get an accessible name from the PDF's tooltip (TU), which pdf.js puts in `title`, or their field name. */
function labelFields(div: HTMLElement) {
  for (const el of div.querySelectorAll<HTMLElement>('input, textarea, select')) {
    if (el.getAttribute('aria-label') || el.getAttribute('aria-labelledby')) continue;
    const section = el.closest('section');
    const label = el.title || section?.title || el.getAttribute('name') || el.dataset.elementId || i18n.t('pdfEditor:formField');
    el.setAttribute('aria-label', label);
  }
  // Links and push buttons of the form (e.g. 'Print', 'Start Over') are anchors without text.
  for (const a of div.querySelectorAll<HTMLAnchorElement>('a')) {
    if (a.textContent?.trim() || a.getAttribute('aria-label')) continue;
    const section = a.closest('section');
    a.setAttribute('aria-label', a.title || section?.title || (a.getAttribute('href')?.startsWith('http') ? i18n.t('pdfEditor:linkTo', { url: a.getAttribute('href') }) : i18n.t('pdfEditor:formButton')));
  }
}
