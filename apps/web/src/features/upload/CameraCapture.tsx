import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CameraCaptureProps {
  onCapture: (file: File) => void;
  onCancel: () => void;
  /** The camera cannot be used: the dialog falls back to a file input with capture="environment". */
  onUnavailable: (message: string) => void;
}

/** The device camera through getUserMedia: a live preview and 'Take photo', saved as a JPEG. */
export function CameraCapture({ onCapture, onCancel, onUnavailable }: CameraCaptureProps) {
  const { t } = useTranslation('upload');
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((s) => {
        if (stopped) return s.getTracks().forEach((t) => t.stop());
        stream = s;
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play().catch(() => undefined);
        }
        setReady(true);
      })
      .catch(() => unavailable.current(t('cameraUnavailable')));
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  function take() {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (blob) onCapture(new File([blob], `camera-${new Date().toISOString().replace(/[:.]/g, '-')}.jpg`, { type: 'image/jpeg' }));
      },
      'image/jpeg',
      0.92,
    );
  }

  return (
    <div className="camera">
      <video ref={video} className="camera__preview" muted playsInline aria-label={t('cameraPreview')} />
      <div className="camera__actions">
        <button type="button" className="button button--primary" onClick={take} disabled={!ready}>
          {t('takePhoto')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('closeCamera')}
        </button>
      </div>
    </div>
  );
}
