import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { mockFetch, type MockCall } from '../../test/fetchMock.ts';
import { signIn } from '../../test/renderRoute.tsx';
import { checkFile, MAX_UPLOAD_BYTES } from './fileChecks.ts';
import { UploadDialog } from './UploadDialog.tsx';

function renderDialog(onClose = vi.fn(), ...handlers: Parameters<typeof mockFetch>) {
  return renderDialogFor(6, "John's passport", onClose, ...handlers);
}

function renderDialogFor(fileId: number, documentTitle: string, onClose = vi.fn(), ...handlers: Parameters<typeof mockFetch>) {
  signIn();
  const mock = mockFetch(...handlers);
  const onUploaded = vi.fn();
  render(<UploadDialog email="john@example.com" fileId={fileId} documentTitle={documentTitle} isTranslatedFile={false} existing={['old.pdf']} onClose={onClose} onUploaded={onUploaded} />);
  return { onClose, onUploaded, ...mock, user: userEvent.setup() };
}

const pdf = (name: string) => new File(['%PDF-1.7\n%test\n'], name, { type: 'application/pdf' });
const sentFile = (c: MockCall) => ((c.body as FormData).getAll('file') as File[]).map((f) => f.name).join();
const sentReplace = (c: MockCall) => (c.body as FormData).get('replace');
const uploadCalls = (calls: MockCall[]) => calls.filter((c) => c.url.includes('/file/client/upload/'));
const itemOf = (name: string) => screen.getByText(name).closest('li')!;

/**
 * Wraps the mocked fetch: each upload waits until `release(name)`; names in `refuse` answer 415.
 * Call after renderDialog (which installs the mock).
 */
function slowServer(calls: MockCall[], refuse: readonly string[]) {
  const waiting = new Map<string, () => void>();
  const inner = fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/file/client/upload/')) return inner(input, init);
      const call = { url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body };
      calls.push(call);
      const name = sentFile(call);
      await new Promise<void>((resolve) => waiting.set(name, resolve));
      waiting.delete(name);
      const body = refuse.includes(name) ? { code: 'UNSUPPORTED_MEDIA_TYPE', message: `${name} is not a recognised file.` } : [];
      return new Response(JSON.stringify(body), { status: refuse.includes(name) ? 415 : 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return async (name: string) => {
    await waitFor(() => expect(waiting.has(name)).toBe(true));
    waiting.get(name)!();
  };
}

describe('upload dialog', () => {
  it('is a labelled modal that Escape closes, and says an upload replaces the stored files', async () => {
    const { onClose, user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: "Upload John's passport" });
    expect(dialog).toHaveAccessibleDescription(/replaces the file already stored: old\.pdf/);
    await user.click(screen.getByRole('button', { name: 'From device' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirm upload' })).toBeDisabled();
  });

  it("opens with the focus on 'From device', not the hidden file input, and gives it back to the opener on close (issue 21.2)", async () => {
    signIn();
    mockFetch();
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Upload: passport
          </button>
          {open && <UploadDialog email="john@example.com" fileId={6} documentTitle="John's passport" isTranslatedFile={false} existing={[]} onClose={() => setOpen(false)} onUploaded={vi.fn()} />}
        </>
      );
    }
    render(<Opener />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Upload: passport' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'From device' })).toHaveFocus();
    expect(screen.getByTestId('upload-input')).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('Camera falls back to the capture file input when getUserMedia is missing', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    const { user } = renderDialog();
    const capture = screen.getByLabelText('Take a photo with the camera');
    expect(capture).toHaveAttribute('capture', 'environment');
    const click = vi.spyOn(capture, 'click');
    await user.click(screen.getByRole('button', { name: 'Camera' }));
    expect(click).toHaveBeenCalled();
  });

  it('Camera explains when no camera can be opened', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn(async () => Promise.reject(new Error('NotFoundError'))) } });
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Camera' }));
    expect(await screen.findByText(/No camera could be opened on this device/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the camera app' })).toBeInTheDocument();
  });

  it('checks size and type before sending', async () => {
    const big = new File(['%PDF-'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    expect(await checkFile(big)).toBe('big.pdf is larger than 20 MB (20.0 MB).');
    expect(await checkFile(new File(['hello'], 'notes.txt'))).toBe('notes.txt is not a PDF, JPEG, PNG, HEIC or WebP file.');
    expect(await checkFile(new File([], 'empty.pdf'))).toBe('empty.pdf is empty.');
    expect(await checkFile(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])], 'photo.jpg'))).toBeNull();
  });

  it('checks size and type in Spanish (decimal comma), and says so in the hint', async () => {
    await setLanguage('es', false);
    try {
      const big = new File(['%PDF-'], 'big.pdf', { type: 'application/pdf' });
      Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
      expect(await checkFile(big)).toBe('big.pdf pesa más de 20 MB (20,0 MB).');
      expect(await checkFile(new File(['hello'], 'notes.txt'))).toBe('notes.txt no es un archivo PDF, JPEG, PNG, HEIC o WebP.');
      expect(await checkFile(new File([], 'empty.pdf'))).toBe('empty.pdf está vacío.');
      renderDialog();
      expect(screen.getByText('Archivos PDF, JPEG, PNG, HEIC o WebP de hasta 20 MB cada uno.', { exact: false })).toBeInTheDocument();
    } finally {
      await setLanguage('en', false);
    }
  });

  it('uploads one file per request in turn, showing each file\'s state, and the first one replaces the stored files', async () => {
    const { user, calls, onUploaded } = renderDialog();
    const release = slowServer(calls, ['b.pdf']);
    await user.upload(screen.getByTestId('upload-input'), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    await screen.findByText('c.pdf');
    await user.click(screen.getByRole('button', { name: 'Confirm upload' }));
    expect(await within(itemOf('a.pdf')).findByText(/Uploading…/)).toBeInTheDocument();
    expect(screen.getByText('Uploading file 1 of 3…')).toBeInTheDocument();
    expect(within(itemOf('b.pdf')).queryByText(/Uploading/)).not.toBeInTheDocument();
    expect(uploadCalls(calls)).toHaveLength(1);
    await release('a.pdf');
    expect(await within(itemOf('a.pdf')).findByText('✓ Uploaded')).toBeInTheDocument();
    expect(await within(itemOf('b.pdf')).findByText(/Uploading…/)).toBeInTheDocument();
    expect(within(itemOf('a.pdf')).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await release('b.pdf');
    expect(await within(itemOf('b.pdf')).findByText('Failed: b.pdf is not a recognised file.')).toBeInTheDocument();
    await release('c.pdf');
    expect(await within(itemOf('c.pdf')).findByText('✓ Uploaded')).toBeInTheDocument();
    expect(uploadCalls(calls).map(sentFile)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(uploadCalls(calls).map(sentReplace)).toEqual(['true', 'false', 'false']);
    expect(screen.getByRole('alert')).toHaveTextContent('b.pdf could not be uploaded. Remove it or try again.');
    expect(onUploaded).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.pdf' }), expect.objectContaining({ name: 'c.pdf' })], false);

    // Retrying sends only the failed file, added to the ones already stored (replace=false).
    await user.click(screen.getByRole('button', { name: 'Retry failed uploads' }));
    await release('b.pdf');
    await waitFor(() => expect(uploadCalls(calls)).toHaveLength(4));
    expect(sentFile(uploadCalls(calls)[3]!)).toBe('b.pdf');
    expect(sentReplace(uploadCalls(calls)[3]!)).toBe('false');
  });

  it('when every file fails nothing is reported as uploaded, and a network failure is named per file', async () => {
    const { user, calls, onUploaded } = renderDialog(vi.fn(), (call) => (call.url.includes('/file/client/upload/') ? new TypeError('Failed to fetch') : undefined));
    await user.upload(screen.getByTestId('upload-input'), [pdf('a.pdf'), pdf('b.pdf')]);
    await screen.findByText('b.pdf');
    await user.click(screen.getByRole('button', { name: 'Confirm upload' }));
    await waitFor(() => expect(within(itemOf('b.pdf')).getByText(/^Failed: /)).toBeInTheDocument());
    expect(within(itemOf('a.pdf')).getByText(/Failed: .*could not be reached/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('2 files could not be uploaded. Remove them or try again.');
    // Both were sent with replace=true: nothing went through, so each could have been the first.
    expect(uploadCalls(calls).map(sentReplace)).toEqual(['true', 'true']);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('relationship evidence takes an optional caption per file, labelled and described for screen readers, sent with its file', async () => {
    const { user, calls } = renderDialogFor(22, 'Evidence of your in-person meeting', vi.fn());
    const jpg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46])], name, { type: 'image/jpeg' });
    await user.upload(screen.getByTestId('upload-input'), [jpg('kazan.jpg'), jpg('tickets.jpg')]);
    const caption = await screen.findByRole('textbox', { name: 'Caption for kazan.jpg (optional)' });
    expect(caption).toHaveAccessibleDescription(/When, where and who/);
    expect(caption).toHaveAttribute('maxLength', '300');
    // Reached by keyboard after the file's own button.
    within(itemOf('kazan.jpg')).getByRole('button', { name: 'Remove kazan.jpg' }).focus();
    await user.tab();
    expect(caption).toHaveFocus();
    await user.keyboard('05/10/2024, Kazan: John and Olga at the station');
    await user.click(screen.getByRole('button', { name: 'Confirm upload' }));
    await waitFor(() => expect(uploadCalls(calls)).toHaveLength(2));
    const sent = uploadCalls(calls).map((c) => [sentFile(c), (c.body as FormData).get('caption')]);
    expect(sent).toEqual([['kazan.jpg', '05/10/2024, Kazan: John and Olga at the station'], ['tickets.jpg', null]]);
  });

  it('a caption the server would refuse (a control character) is pointed out and nothing is sent', async () => {
    const { user, calls } = renderDialogFor(22, 'Evidence of your in-person meeting', vi.fn());
    await user.upload(screen.getByTestId('upload-input'), [new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.jpg', { type: 'image/jpeg' })]);
    const caption = await screen.findByRole('textbox', { name: 'Caption for a.jpg (optional)' });
    await user.click(caption);
    await user.paste('bell\u0007');
    expect(caption).toHaveAttribute('aria-invalid', 'true');
    expect(caption).toHaveAccessibleDescription(/cannot be printed/);
    expect(screen.getByRole('button', { name: 'Confirm upload' })).toBeDisabled();
    expect(uploadCalls(calls)).toHaveLength(0);
  });

  it('other documents (a passport) ask for no caption', async () => {
    const { user } = renderDialog();
    await user.upload(screen.getByTestId('upload-input'), [pdf('a.pdf')]);
    await screen.findByText('a.pdf');
    expect(screen.queryByRole('textbox', { name: /Caption/ })).toBeNull();
  });
});
