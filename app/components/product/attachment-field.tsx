// The order attachment field (spec §2, §5, §7, §8), shown when order_attachment is 1: a file
// input for jpg, jpeg, png or pdf with a preview (images by extension, long names shortened).
// A guest choosing a file is sent to log in; a customer's file is checked and uploaded by
// attachment-upload.ts (loaded on the first choice) and its stored name goes with the line.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { browserMessages as messages } from '../../../core/browser-messages';
import { useAlert } from '../layout/alert';
import type { AttachmentPreview } from './attachment-upload';
import { currentPath, loginPath } from './guest-redirect';
import type { Attachment } from './attachment';

export function AttachmentField({
  title,
  id,
  loggedIn,
  value,
  onChange,
}: {
  title: string | null;
  id: string;
  loggedIn: boolean;
  value: Attachment | null;
  onChange: (a: Attachment | null) => void;
}) {
  const alert = useAlert();
  const navigate = useNavigate();
  const [preview, setPreview] = useState<AttachmentPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => (preview?.url ? URL.revokeObjectURL(preview.url) : undefined), [preview]);
  const label = title?.trim() || 'Attachment';
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!loggedIn) {
      navigate(loginPath(currentPath()));
      return;
    }
    try {
      const { uploadAttachment } = await import('./attachment-upload');
      await uploadAttachment(file, { title, label, value, onChange, alert, setError, setPreview });
    } catch {
      alert(messages.somethingWentWrongRefresh, 'danger');
    }
  };

  // This field's code loads after the page: a file chosen before it was live fired its change
  // event into server HTML. Take that file up now rather than lose it.
  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  useEffect(() => {
    const input = inputRef.current;
    // Marks the field live (its handlers attached), for checks from outside; not React's to render.
    input?.setAttribute('data-live', '');
    const file = input?.files?.[0];
    if (file) void chooseRef.current(file);
  }, []);

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept=".jpg,.jpeg,.png,.pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full rounded-md border p-2 text-sm ${error ? 'border-red-600' : 'border-gray-300'}`}
        onClick={(e) => {
          if (!loggedIn) {
            e.preventDefault();
            navigate(loginPath(currentPath()));
          }
        }}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {preview ? (
        <div className="flex items-center gap-2 text-sm text-gray-700" data-testid="attachment-preview">
          {preview.url ? <img src={preview.url} alt="" width={48} height={48} className="h-12 w-12 rounded object-cover" /> : <span aria-hidden="true">📄</span>}
          <span title={preview.name}>{preview.shortName}</span>
        </div>
      ) : null}
    </div>
  );
}
