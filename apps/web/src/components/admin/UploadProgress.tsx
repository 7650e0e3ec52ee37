import { useState } from 'react';
import { sendMultipart } from '../../lib/upload';

/** Sends a multipart form with its progress (0 to 1) for UploadProgress; null when idle. */
export function useUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  async function send(method: 'POST' | 'PUT', url: string, body: FormData): Promise<void> {
    setProgress(0);
    try {
      await sendMultipart(method, url, body, setProgress);
    } finally {
      setProgress(null);
    }
  }
  return { progress, send };
}

/**
 * An upload's progress bar (0 to 1); with `afterUpload`, a line under it: the percentage, then
 * that text while the server works on what it received.
 */
export function UploadProgress(props: { progress: number | null; afterUpload?: string }) {
  const { progress } = props;
  if (progress === null) return null;
  const bar = <progress value={progress} max={1} className="w-full" aria-label="Upload progress" />;
  if (!props.afterUpload) return bar;
  return (
    <div className="space-y-1">
      {bar}
      <p className="text-xs text-stone-500">
        {progress < 1 ? `Uploading ${Math.round(progress * 100)}%` : props.afterUpload}
      </p>
    </div>
  );
}
