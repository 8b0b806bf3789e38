import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock.ts';
import { signIn } from '../../test/renderRoute.tsx';
import { checkFile, MAX_UPLOAD_BYTES } from './fileChecks.ts';
import { UploadDialog } from './UploadDialog.tsx';

function renderDialog(onClose = vi.fn()) {
  signIn();
  mockFetch();
  render(<UploadDialog email="john@example.com" fileId={6} documentTitle="John's passport" isTranslatedFile={false} existing={['old.pdf']} onClose={onClose} onUploaded={vi.fn()} />);
  return { onClose, user: userEvent.setup() };
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
});
