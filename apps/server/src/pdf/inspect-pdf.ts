import { registerTask, runTask, taskModule } from '../workers/pool.ts';
import type { InspectResult } from './inspect.task.ts';
import { PDF_LIMITS, type PdfLimits } from './pdf-limits.ts';

registerTask('pdf.inspect', taskModule('./inspect.task.ts', import.meta.url));

/** An uploaded PDF's limits and page count, in the worker pool (inspect.task.ts); pages 0: pdf-lib cannot open it. */
export const inspectPdf = (bytes: Uint8Array, limits: PdfLimits = PDF_LIMITS): Promise<InspectResult> =>
  runTask<InspectResult>('pdf.inspect', { bytes, limits }, { timeoutStatus: 422 });
